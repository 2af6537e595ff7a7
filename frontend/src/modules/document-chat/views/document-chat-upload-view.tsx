'use client';

import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { ToolClosedNotice } from '@/modules/ai-tools/offer/tool-closed-notice';
import { useAiToolsOffer } from '@/modules/ai-tools/offer/use-ai-tools-offer';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { FileDropzone } from '@/modules/uploads/components/file-dropzone';
import { pickedFileProblem } from '@/modules/uploads/upload-rules';
import { chatPriceSummary } from '../document-chat-content';
import { DOCUMENT_CHAT_DASHBOARD_PATH, chatSessionPath } from '../document-chat-paths';
import { useStudyFileChat } from '../hooks/use-study-file-chat';

/**
 * /dashboard/document-chat/upload: drop a PDF, DOCX or PPTX, watch it upload and process, and land
 * in a new chat over it.
 */
export function DocumentChatUploadView({ maxBytes }: { maxBytes: number }) {
  const router = useRouter();
  const { offer } = useAiToolsOffer();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const started = useCallback((sessionId: string) => router.push(chatSessionPath(sessionId)), [router]);
  const { state, start, reset } = useStudyFileChat(started);
  const isBusy = state.status === 'sending' || state.status === 'processing' || state.status === 'starting';

  const pick = (picked: File | null) => {
    setFile(picked);
    reset();
    setProblem(picked ? pickedFileProblem(picked, maxBytes) : null);
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <Link href={DOCUMENT_CHAT_DASHBOARD_PATH} className="link inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Your chats
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Chat with your own file</h1>
      <p className="mt-2 text-muted">
        Your file stays private: only you can open it, and it is used for your chats only.{' '}
        {chatPriceSummary(offer.prices)}
      </p>
      {!offer.tools.document_chat ? (
        <div className="mt-8">
          <ToolClosedNotice tool="document_chat" />
        </div>
      ) : (
        <form
          className="mt-8 space-y-5"
          aria-label="Upload a file to chat with"
          onSubmit={(event) => {
            event.preventDefault();
            if (file && !problem && !isBusy) void start(file);
          }}
        >
          <FileDropzone file={file} maxBytes={maxBytes} error={problem} disabled={isBusy} onPick={pick} />
          {state.status === 'sending' ? (
            <div role="status" className="space-y-2">
              <p className="text-sm text-ink">Uploading… {state.percent}%</p>
              <progress className="w-full" max={100} value={state.percent} aria-label="Upload progress" />
            </div>
          ) : state.status === 'processing' ? (
            <p role="status" className="text-sm text-ink">
              Reading {state.file.fileName}: finding its pages and text. This takes a moment for a long file.
            </p>
          ) : state.status === 'starting' ? (
            <p role="status" className="text-sm text-ink">
              {state.file.fileName} is ready. Opening your chat…
            </p>
          ) : state.status === 'failed' ? (
            <FormAlert title="The chat could not be started">{state.message}</FormAlert>
          ) : null}
          <button
            type="submit"
            className="btn-primary"
            disabled={!file || Boolean(problem) || isBusy}
            aria-busy={isBusy}
          >
            Upload and start chatting
          </button>
        </form>
      )}
    </div>
  );
}
