import { Module } from '@nestjs/common';
import { AdminAudit } from '@studyhub/platform';
import { AdminBlogCommentsController } from './admin/admin-blog-comments.controller';
import { AdminBlogCommentsService } from './admin/admin-blog-comments.service';
import { AdminBlogPostsController } from './admin/admin-blog-posts.controller';
import { AdminBlogPostsService } from './admin/admin-blog-posts.service';
import { AdminBlogTaxonomyController } from './admin/admin-blog-taxonomy.controller';
import { AdminBlogTaxonomyService } from './admin/admin-blog-taxonomy.service';
import { BlogCommentsRepository } from './public/blog-comments.repository';
import { BlogEngagementService } from './public/blog-engagement.service';
import { BlogLikesRepository } from './public/blog-likes.repository';
import { BlogPostsRepository } from './public/blog-posts.repository';
import { CommentRateLimit } from './public/comment-rate-limit';
import { BlogReadsService } from './public/blog-reads.service';
import { BlogController } from './public/blog.controller';
import { BlogCache } from './shared/blog-cache';

/** The blog: public reads, comments and likes, and its back office. */
@Module({
  controllers: [BlogController, AdminBlogPostsController, AdminBlogTaxonomyController, AdminBlogCommentsController],
  providers: [
    BlogCache,
    BlogPostsRepository,
    BlogLikesRepository,
    BlogCommentsRepository,
    BlogReadsService,
    BlogEngagementService,
    CommentRateLimit,
    AdminBlogPostsService,
    AdminBlogTaxonomyService,
    AdminBlogCommentsService,
    AdminAudit,
  ],
  exports: [BlogCache],
})
export class BlogModule {}
