import type { LegalSubmissionRequest } from '@studyhub/contracts';
import type { LegalSubmissionRecord } from './legal-submissions.repository';

const TAKEDOWN_SUBJECT_LENGTH = 120;

/** What is stored of a complaint or a takedown notice: the common columns and the kind's own fields. */
export function submissionRecordOf(input: LegalSubmissionRequest): LegalSubmissionRecord {
  const common = { name: input.name, email: input.email.toLowerCase() };
  if (input.kind === 'complaint') {
    return {
      ...common,
      kind: 'complaint',
      subject: input.subject,
      message: input.message,
      details: {
        category: input.category,
        content_url: input.content_url,
        desired_outcome: input.desired_outcome,
      },
    };
  }
  const firstLine = input.work_description.split('\n')[0]!.trim();
  const work =
    firstLine.length > TAKEDOWN_SUBJECT_LENGTH ? `${firstLine.slice(0, TAKEDOWN_SUBJECT_LENGTH - 1)}…` : firstLine;
  return {
    ...common,
    kind: 'takedown',
    subject: `Notice and takedown: ${work}`,
    message: input.work_description,
    details: {
      postal_address: input.postal_address,
      phone: input.phone,
      infringing_urls: input.infringing_urls,
      location_details: input.location_details,
      good_faith: input.good_faith,
      accurate_and_authorised: input.accurate_and_authorised,
      signature: input.signature,
    },
  };
}
