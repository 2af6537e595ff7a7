import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BlogLikeResponse } from '@studyhub/contracts';

/** Likes: one row per post and user (the primary key), so a post is liked at most once per user. */
@Injectable()
export class BlogLikesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async state(postId: string, userId: string | undefined): Promise<BlogLikeResponse> {
    const [row] = await this.dataSource.query<{ likes: number; liked: boolean }[]>(
      `SELECT count(*)::int AS likes, coalesce(bool_or(user_id = $2), false) AS liked
       FROM blog_post_likes WHERE post_id = $1`,
      [postId, userId ?? null],
    );
    return { likes: row?.likes ?? 0, liked: row?.liked ?? false };
  }

  /**
   * Likes or unlikes. Toggles of one user on one post take turns (a transaction-scoped advisory
   * lock), so a double click gives like then unlike, never two likes or a lost unlike. An insert
   * that still meets the row (spec section 8) counts as liked.
   */
  async toggle(postId: string, userId: string): Promise<BlogLikeResponse> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`blog-like:${postId}:${userId}`]);
      // TypeORM answers a DELETE with [rows, affected].
      const [, removed] = await manager.query<[unknown[], number]>(
        `DELETE FROM blog_post_likes WHERE post_id = $1 AND user_id = $2`,
        [postId, userId],
      );
      let liked = false;
      if (removed === 0) {
        await manager.query(
          `INSERT INTO blog_post_likes (post_id, user_id) VALUES ($1, $2) ON CONFLICT (post_id, user_id) DO NOTHING`,
          [postId, userId],
        );
        liked = true;
      }
      const [row] = await manager.query<{ likes: number }[]>(
        `SELECT count(*)::int AS likes FROM blog_post_likes WHERE post_id = $1`,
        [postId],
      );
      return { liked, likes: row?.likes ?? 0 };
    });
  }
}
