import type { AdminReport } from '@studyhub/contracts';
import { resolutionEffects } from './report-resolution-summary';

const report: Pick<AdminReport, 'document' | 'impact' | 'reporter' | 'source'> = {
  source: 'copyright_notice',
  document: { id: 'd', title: 'Thermodynamics Slides', slug: 'thermo', seller_id: 's', status: 'approved' },
  impact: { buyers: 2, orders: 2, refund_points: 120 },
  reporter: { user_id: null, name: 'Dr. Mei Lin', email: 'mei.lin@university.example' },
};

describe('resolutionEffects', () => {
  it('names the document, the buyers and points refunded for it alone, the seller and the reporter for a take-down', () => {
    expect(
      resolutionEffects(report, { action: 'take_down', refundBuyers: true, reason: 'Upheld.', reply: 'Done.' }),
    ).toEqual([
      '“Thermodynamics Slides” is taken down: it leaves search and listings and can no longer be bought.',
      "2 buyers get 120 points back for this document (2 orders); other documents in those orders are kept. The seller's earnings from it are taken back.",
      'The seller is told it was taken down, with your reason.',
      'Dr. Mei Lin gets your answer by e-mail at mei.lin@university.example.',
    ]);
  });

  it('says buyers keep their copy without a refund, and that a missing answer sends nothing', () => {
    expect(resolutionEffects(report, { action: 'take_down', refundBuyers: false, reason: 'x', reply: ' ' })).toEqual([
      '“Thermodynamics Slides” is taken down: it leaves search and listings and can no longer be bought.',
      '2 buyers keep their copy; nobody is refunded.',
      'The seller is told it was taken down, with your reason.',
      'The reporter gets no answer (you wrote none).',
    ]);
  });

  it('keeps the document when dismissing, and never answers the plagiarism checker', () => {
    expect(
      resolutionEffects(
        { ...report, source: 'plagiarism_flag' },
        { action: 'dismiss', refundBuyers: false, reason: '', reply: '' },
      ),
    ).toEqual(['“Thermodynamics Slides” stays available; the report is closed as dismissed.']);
  });
});
