import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CommentRow } from './comment-tree';

@Injectable()
export class BlogCommentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  approvedOf(postId: string): Promise<CommentRow[]> {
    return this.dataSource.query<CommentRow[]>(
      `SELECT id, parent_id, author_name, content,
         to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
       FROM blog_comments WHERE post_id = $1 AND status = 'approved' ORDER BY created_at`,
      [postId],
    );
  }

  async isApprovedCommentOf(commentId: string, postId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM blog_comments WHERE id = $1 AND post_id = $2 AND status = 'approved'`,
      [commentId, postId],
    );
    return rows.length > 0;
  }

  async insertPending(comment: {
    postId: string;
    userId: string;
    parentId: string | null;
    authorName: string;
    content: string;
  }): Promise<string> {
    const [row] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO blog_comments (post_id, user_id, parent_id, author_name, content, status)
       VALUES ($1, $2, $3, $4, $5, 'pending') RETURNING id`,
      [comment.postId, comment.userId, comment.parentId, comment.authorName, comment.content],
    );
    return row!.id;
  }
}
