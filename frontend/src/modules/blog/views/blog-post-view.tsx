import Link from 'next/link';
import { Clock, Eye } from 'lucide-react';
import type { BlogCommentResponse, BlogPostDetailResponse } from '@studyhub/contracts';
import { PersonAvatar } from '@/modules/catalog/components/person-avatar';
import { Breadcrumbs } from '@/modules/taxonomy/components/breadcrumbs';
import { formatPostDate } from '../blog-query';
import { CommentSection } from '../components/comment-section';
import { LikeButton } from '../components/like-button';
import { PostCard } from '../components/post-card';

/**
 * /blog/{slug}: the article (its HTML was sanitised by the content service when written and again
 * when served), its author, like button, threaded comments and related posts.
 */
export function BlogPostView({ post, comments }: { post: BlogPostDetailResponse; comments: BlogCommentResponse[] }) {
  return (
    <div className="page-container py-10">
      <Breadcrumbs
        trail={[
          { label: 'Blog', href: '/blog' },
          { label: post.title, href: `/blog/${post.slug}` },
        ]}
      />
      <article className="mx-auto mt-8 max-w-3xl">
        <header>
          {post.category ? (
            <Link href={`/blog?category=${encodeURIComponent(post.category.slug)}`} className="eyebrow hover:underline">
              {post.category.name}
            </Link>
          ) : null}
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg leading-8 text-muted">{post.excerpt}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 border-y border-line py-4 text-sm text-muted">
            <span className="flex items-center gap-3">
              <PersonAvatar
                person={{ id: post.author.id, full_name: post.author.name, avatar_url: post.author.avatar_url }}
                className="size-10"
              />
              <span>
                <Link
                  href={`/blog?author=${encodeURIComponent(post.author.slug)}`}
                  className="font-semibold text-ink hover:underline"
                >
                  {post.author.name}
                </Link>
                <br />
                <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
              </span>
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {post.reading_minutes} min read
            </span>
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden="true" className="size-4" />
              {post.view_count.toLocaleString('en-US')} {post.view_count === 1 ? 'view' : 'views'}
            </span>
          </div>
        </header>
        {post.featured_image ? (
          // eslint-disable-next-line @next/next/no-img-element -- admin-given URLs of any host
          <img src={post.featured_image} alt="" className="mt-8 w-full rounded-2xl border border-line object-cover" />
        ) : null}
        <div
          className="prose-content mt-8 max-w-none [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:text-lg [&_blockquote]:italic [&_h4]:mt-5 [&_h4]:font-semibold [&_img]:mt-6 [&_img]:rounded-xl [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-muted [&_pre]:p-4"
          data-testid="blog-post-content"
          dangerouslySetInnerHTML={{ __html: post.content }}
        />
        {post.tags.length > 0 ? (
          <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag.id}>
                <Link
                  href={`/blog?tag=${encodeURIComponent(tag.slug)}`}
                  className="inline-flex rounded-full border border-line-strong px-3 py-1 text-sm text-ink hover:bg-brand-50"
                >
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-8">
          <LikeButton postId={post.id} slug={post.slug} initial={{ liked: post.liked, likes: post.likes }} />
        </div>
        {post.author.bio ? (
          <aside className="mt-10 rounded-2xl bg-surface-muted p-5" aria-label="About the author">
            <p className="text-sm font-semibold text-ink">About {post.author.name}</p>
            <p className="mt-1 text-sm leading-6 text-muted">{post.author.bio}</p>
          </aside>
        ) : null}
        <CommentSection postId={post.id} slug={post.slug} comments={comments} />
      </article>
      {post.related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mx-auto mt-16 max-w-5xl">
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-ink">
            Related posts
          </h2>
          <ul className="mt-5 grid gap-6 md:grid-cols-3">
            {post.related.map((related) => (
              <li key={related.id}>
                <PostCard post={related} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
