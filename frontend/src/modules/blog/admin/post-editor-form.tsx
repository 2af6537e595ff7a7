'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import type {
  AdminBlogPostResponse,
  BlogAuthorResponse,
  BlogCategoryResponse,
  BlogTagResponse,
} from '@studyhub/contracts';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { useToast } from '@/modules/toast/components/toast-provider';
import { BlogRichEditor } from './blog-rich-editor';
import { formValuesOf, postRequestBody, publicationSummary, type PostFormValues } from './post-form';

type FieldErrors = Record<string, string[]>;

/** Create or edit a post: text, rich body, author, category, tags, and draft, publish or schedule. */
export function PostEditorForm({
  post,
  authors,
  categories,
  tags,
}: {
  post: AdminBlogPostResponse | null;
  authors: BlogAuthorResponse[];
  categories: BlogCategoryResponse[];
  tags: BlogTagResponse[];
}) {
  const id = useId();
  const router = useRouter();
  const { showToast } = useToast();
  const [values, setValues] = useState<PostFormValues>(() => formValuesOf(post, { authorId: authors[0]?.id ?? '' }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFormError(null);
    const result = await apiRequest<AdminBlogPostResponse>(
      post ? `/admin/blog/posts/${post.id}` : '/admin/blog/posts',
      {
        method: post ? 'PUT' : 'POST',
        body: postRequestBody(values),
      },
    );
    setBusy(false);
    if (!result.ok) {
      setErrors(result.error.fields ?? {});
      setFormError(failureMessage(result, 'The post could not be saved. Please try again.'));
      return;
    }
    setErrors({});
    showToast({ title: post ? 'Post saved' : 'Post created', description: result.data.title, variant: 'success' });
    router.push('/admin/blog-management');
    router.refresh();
  };

  const fieldError = (name: string) =>
    errors[name]?.[0] ? (
      <p id={`${id}-${name}-error`} className="field-error">
        {errors[name][0]}
      </p>
    ) : null;
  const described = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      {formError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {formError}
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-5">
          <div>
            <label htmlFor={`${id}-title`} className="field-label">
              Title
            </label>
            <input
              id={`${id}-title`}
              className="field-input"
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
              {...described('title')}
            />
            {fieldError('title')}
          </div>
          <div>
            <label htmlFor={`${id}-excerpt`} className="field-label">
              Excerpt
            </label>
            <textarea
              id={`${id}-excerpt`}
              className="field-input min-h-20"
              value={values.excerpt}
              onChange={(e) => set('excerpt', e.target.value)}
              {...described('excerpt')}
            />
            {fieldError('excerpt')}
          </div>
          <div>
            <span id={`${id}-content-label`} className="field-label">
              Content
            </span>
            <BlogRichEditor
              initialHtml={values.content}
              onChange={(html) => set('content', html)}
              labelId={`${id}-content-label`}
              invalid={Boolean(errors.content)}
            />
            {fieldError('content')}
          </div>
        </div>
        <div className="space-y-5">
          <fieldset className="rounded-xl border border-line bg-white p-4">
            <legend className="px-1 text-sm font-semibold text-ink">Publication</legend>
            <div className="space-y-2">
              {(['draft', 'published'] as const).map((status) => (
                <label key={status} className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="radio"
                    name={`${id}-status`}
                    checked={values.status === status}
                    onChange={() => set('status', status)}
                  />
                  {status === 'draft' ? 'Draft' : 'Publish'}
                </label>
              ))}
            </div>
            <label htmlFor={`${id}-publish-at`} className="field-label mt-4">
              Publication date (optional)
            </label>
            <input
              id={`${id}-publish-at`}
              type="datetime-local"
              className="field-input"
              value={values.publishAt}
              onChange={(e) => set('publishAt', e.target.value)}
              aria-describedby={`${id}-publication-summary`}
            />
            <p id={`${id}-publication-summary`} className="mt-2 text-sm text-muted" aria-live="polite">
              {publicationSummary(values)}
            </p>
          </fieldset>
          <div>
            <label htmlFor={`${id}-author`} className="field-label">
              Author
            </label>
            <select
              id={`${id}-author`}
              className="field-input"
              value={values.authorId}
              onChange={(e) => set('authorId', e.target.value)}
              {...described('author_id')}
            >
              {authors.map((author) => (
                <option key={author.id} value={author.id}>
                  {author.name}
                </option>
              ))}
            </select>
            {fieldError('author_id')}
          </div>
          <div>
            <label htmlFor={`${id}-category`} className="field-label">
              Category
            </label>
            <select
              id={`${id}-category`}
              className="field-input"
              value={values.categoryId}
              onChange={(e) => set('categoryId', e.target.value)}
            >
              <option value="">No category</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="field-label">Tags</legend>
            <div className="mt-2 flex max-h-56 flex-col gap-1 overflow-y-auto rounded-lg border border-line-strong bg-white p-3">
              {tags.length === 0 ? <p className="text-sm text-muted">No tags yet.</p> : null}
              {tags.map((tag) => (
                <label key={tag.id} className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    checked={values.tagIds.includes(tag.id)}
                    onChange={(e) =>
                      set(
                        'tagIds',
                        e.target.checked ? [...values.tagIds, tag.id] : values.tagIds.filter((each) => each !== tag.id),
                      )
                    }
                  />
                  {tag.name}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={`${id}-slug`} className="field-label">
              Slug (optional)
            </label>
            <input
              id={`${id}-slug`}
              className="field-input"
              value={values.slug}
              placeholder="made from the title"
              onChange={(e) => set('slug', e.target.value)}
              {...described('slug')}
            />
            {fieldError('slug')}
          </div>
          <div>
            <label htmlFor={`${id}-image`} className="field-label">
              Featured image URL (optional)
            </label>
            <input
              id={`${id}-image`}
              className="field-input"
              value={values.featuredImage}
              placeholder="https://…"
              onChange={(e) => set('featuredImage', e.target.value)}
              {...described('featured_image')}
            />
            {fieldError('featured_image')}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving…' : post ? 'Save post' : 'Create post'}
        </button>
        <Link href="/admin/blog-management" className="btn-secondary">
          Cancel
        </Link>
        {post && post.state === 'published' ? (
          <Link href={`/blog/${post.slug}`} className="btn-ghost">
            View on the site
          </Link>
        ) : null}
      </div>
    </form>
  );
}
