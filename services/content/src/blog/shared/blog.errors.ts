import { defineErrors } from '@studyhub/platform';

export const BlogErrors = defineErrors({
  POST_NOT_FOUND: { status: 'NOT_FOUND', message: 'Post not found' },
  COMMENT_NOT_FOUND: { status: 'NOT_FOUND', message: 'Comment not found' },
  REPLY_TARGET_NOT_FOUND: { status: 'BAD_REQUEST', message: 'The comment you are replying to is not available.' },
  INVALID_ID: { status: 'BAD_REQUEST', message: 'Invalid id' },
  AUTHOR_NOT_FOUND: { status: 'NOT_FOUND', message: 'Author not found' },
  CATEGORY_NOT_FOUND: { status: 'NOT_FOUND', message: 'Category not found' },
  TAG_NOT_FOUND: { status: 'NOT_FOUND', message: 'Tag not found' },
  UNKNOWN_REFERENCE: { status: 'BAD_REQUEST', message: 'The author, category or a tag does not exist.' },
  DUPLICATE_SLUG: { status: 'CONFLICT', message: 'Another entry already uses this slug.' },
  AUTHOR_HAS_POSTS: { status: 'CONFLICT', message: 'This author still has posts; give them another author first.' },
  TOO_MANY_COMMENTS: {
    status: 'RATE_LIMITED',
    message: 'You have sent several comments in a short time. Please wait a few minutes and try again.',
  },
  EMPTY_CONTENT: { status: 'BAD_REQUEST', message: 'Content has nothing left to show once unsafe markup is removed.' },
});
