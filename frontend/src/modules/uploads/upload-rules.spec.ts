import { fileTypeOf, formatBytes, pickedFileProblem, pointsForPrice, processingSteps } from './upload-rules';

describe('upload rules', () => {
  it('prices in points at 10 points per dollar, rounded', () => {
    expect(pointsForPrice(4.99)).toBe(50);
    expect(pointsForPrice(0)).toBe(0);
    expect(pointsForPrice(-3)).toBe(0);
    expect(pointsForPrice(Number.NaN)).toBe(0);
  });

  it('knows the three document types by extension, whatever the case', () => {
    expect(fileTypeOf('Notes.PDF')).toBe('pdf');
    expect(fileTypeOf('slides.pptx')).toBe('pptx');
    expect(fileTypeOf('essay.doc')).toBeNull();
    expect(fileTypeOf('noextension')).toBeNull();
  });

  it('refuses other types, empty files and files over the limit before sending', () => {
    const limit = 50 * 1024 * 1024;
    expect(pickedFileProblem({ name: 'a.exe', size: 10 }, limit)).toBe('Please choose a PDF, DOCX or PPTX file.');
    expect(pickedFileProblem({ name: 'a.pdf', size: 0 }, limit)).toBe('The file is empty.');
    expect(pickedFileProblem({ name: 'a.pdf', size: limit + 1 }, limit)).toBe('The file is larger than the 50 MB limit.');
    expect(pickedFileProblem({ name: 'a.docx', size: limit }, limit)).toBeNull();
  });

  it('formats sizes for people', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });

  it('lists the stages done, current and pending, with conversion only for office files', () => {
    const pdf = processingSteps('EXTRACTING_TEXT', 'pdf');
    expect(pdf.map((step) => step.stage)).not.toContain('CONVERTING');
    expect(pdf.find((step) => step.stage === 'COUNTING_PAGES')?.state).toBe('done');
    expect(pdf.find((step) => step.stage === 'EXTRACTING_TEXT')?.state).toBe('current');
    expect(pdf.find((step) => step.stage === 'READY')?.state).toBe('pending');
    expect(processingSteps('CONVERTING', 'docx').find((step) => step.stage === 'CONVERTING')?.state).toBe('current');
    expect(processingSteps('READY', 'pptx').every((step) => step.state === 'done')).toBe(true);
  });
});
