'use client';

import { FileUp, MessageSquarePlus } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { ToolClosedNotice } from '@/modules/ai-tools/offer/tool-closed-notice';
import { useAiToolsOffer } from '@/modules/ai-tools/offer/use-ai-tools-offer';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { failureMessage } from '@/modules/http/api-result';
import { createChatSession } from '../api/document-chat-api';
import { DOCUMENT_CHAT_UPLOAD_PATH, chatSessionPath } from '../document-chat-paths';
import { useLibraryDocuments } from '../hooks/use-library-documents';

const START_FAILED = 'The chat could not be started. Please try again.';

/** 'New chat': one of the student's own or purchased documents, or a file of their own to upload. */
export function NewChatPanel() {
  const router = useRouter();
  const library = useLibraryDocuments();
  const selectId = useId();
  const [documentId, setDocumentId] = useState('');
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { offer } = useAiToolsOffer();

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!documentId || starting) return;
    setStarting(true);
    setError(null);
    const created = await createChatSession({ document_id: documentId });
    if (!created.ok) {
      setStarting(false);
      return setError(failureMessage(created, START_FAILED));
    }
    router.push(chatSessionPath(created.data.id));
  };

  if (!offer.tools.document_chat) return <ToolClosedNotice tool="document_chat" />;

  return (
    <section aria-labelledby="new-chat-heading" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="new-chat-heading" className="text-xl font-bold tracking-tight text-ink">
        New chat
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <form onSubmit={(event) => void start(event)} className="space-y-3" aria-label="Chat with a document">
          <label htmlFor={selectId} className="field-label">
            A document from your library
          </label>
          {library.status === 'loading' ? (
            <p role="status" className="text-sm text-muted">
              Loading your documents…
            </p>
          ) : library.status === 'error' ? (
            <FormAlert>{library.message}</FormAlert>
          ) : library.documents.length === 0 ? (
            <p className="text-sm text-muted">Documents you upload or buy appear here once they are processed.</p>
          ) : (
            <select
              id={selectId}
              className="field-input"
              value={documentId}
              onChange={(event) => setDocumentId(event.target.value)}
            >
              <option value="">Choose a document</option>
              {library.documents.map((document) => (
                <option key={document.id} value={document.id}>
                  {document.title} ({document.relation === 'owned' ? 'your upload' : 'purchased'}, {document.page_count}{' '}
                  pages)
                </option>
              ))}
            </select>
          )}
          {error ? <FormAlert>{error}</FormAlert> : null}
          <button type="submit" className="btn-primary" disabled={!documentId || starting} aria-busy={starting}>
            <MessageSquarePlus aria-hidden="true" className="size-4" />
            {starting ? 'Opening the chat…' : 'Start chat'}
          </button>
        </form>
        <div className="space-y-3">
          <p className="field-label">Or a file of your own</p>
          <p className="text-sm text-muted">
            Upload a PDF, Word or PowerPoint file. It stays private to you and is only used for your chats.
          </p>
          <Link href={DOCUMENT_CHAT_UPLOAD_PATH} className="btn-secondary">
            <FileUp aria-hidden="true" className="size-4" />
            Upload a file
          </Link>
        </div>
      </div>
    </section>
  );
}
