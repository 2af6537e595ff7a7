import { checkReportForm } from './report-form';

describe('checkReportForm', () => {
  it('asks for a reason first', () => {
    expect(checkReportForm({ reason: '', details: 'Anything' })).toEqual({
      ok: false,
      errors: { reason: 'Choose a reason.' },
    });
  });

  it('accepts a reason without details, trimming what was typed', () => {
    expect(checkReportForm({ reason: 'spam', details: '   ' })).toEqual({
      ok: true,
      request: { reason: 'spam', details: '' },
    });
  });

  it('wants a few words when the reason is something else', () => {
    expect(checkReportForm({ reason: 'other', details: 'bad' })).toEqual({
      ok: false,
      errors: { details: 'Tell us what is wrong (at least 10 characters).' },
    });
  });

  it('refuses details longer than the API takes', () => {
    const result = checkReportForm({ reason: 'copyright', details: 'x'.repeat(2001) });
    expect(result).toEqual({ ok: false, errors: { details: 'Details must be at most 2000 characters.' } });
  });
});
