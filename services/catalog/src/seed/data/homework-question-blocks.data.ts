/** A block of a formatted question: prose, a formula, or code (HomeworkQuestionResponse). */
export interface QuestionBlock {
  type: 'text' | 'math' | 'code';
  text: string;
}

/**
 * The formatted form of the questions that hold a formula or code, by question text; every other
 * question is one text block.
 */
export const QUESTION_BLOCKS: Readonly<Record<string, readonly QuestionBlock[]>> = {
  'Find the derivative of f(x) = x^3 sin(x) using the product rule.': [
    { type: 'text', text: 'Find the derivative of the function below using the product rule.' },
    { type: 'math', text: 'f(x) = x^3 \\sin(x)' },
  ],
  'Evaluate the limit of (sin 3x) / x as x approaches 0.': [
    { type: 'text', text: 'Evaluate the limit:' },
    { type: 'math', text: '\\lim_{x \\to 0} \\frac{\\sin 3x}{x}' },
  ],
  'Find the eigenvalues of the matrix [[2, 1], [1, 2]].': [
    { type: 'text', text: 'Find the eigenvalues of the matrix' },
    { type: 'math', text: 'A = \\begin{pmatrix} 2 & 1 \\\\ 1 & 2 \\end{pmatrix}' },
  ],
  'Integrate x e^x with respect to x using integration by parts.': [
    { type: 'text', text: 'Use integration by parts to evaluate' },
    { type: 'math', text: '\\int x e^x \\, dx' },
  ],
  'Solve the system 2x + 3y = 12 and x - y = 1.': [
    { type: 'text', text: 'Solve the simultaneous equations:' },
    { type: 'math', text: '2x + 3y = 12' },
    { type: 'math', text: 'x - y = 1' },
  ],
  'Calculate the pH of a buffer made of 0.1 M acetic acid and 0.1 M sodium acetate.': [
    {
      type: 'text',
      text: 'A buffer contains 0.1 M acetic acid (pKa = 4.76) and 0.1 M sodium acetate. Calculate its pH using',
    },
    { type: 'math', text: '\\mathrm{pH} = \\mathrm{p}K_a + \\log_{10}\\frac{[\\mathrm{A}^-]}{[\\mathrm{HA}]}' },
  ],
  'Calculate the present value of 1,000 USD received in 5 years at a 6% discount rate.': [
    { type: 'text', text: 'Calculate the present value of 1,000 USD received in 5 years at a 6% discount rate.' },
    { type: 'math', text: 'PV = \\frac{FV}{(1 + r)^n}' },
  ],
  'Fit the least-squares line to the points (1, 2), (2, 4), (3, 5) and (4, 7).': [
    { type: 'text', text: 'Fit the least-squares line y = b0 + b1 x to the points (1, 2), (2, 4), (3, 5) and (4, 7).' },
    { type: 'math', text: 'b_1 = \\frac{S_{xy}}{S_{xx}}, \\quad b_0 = \\bar{y} - b_1 \\bar{x}' },
  ],
  'What does this Python function return for n = 5, and what is its time complexity?': [
    { type: 'text', text: 'What does this Python function return for n = 5, and what is its time complexity?' },
    {
      type: 'code',
      text: 'def total(n):\n    result = 0\n    for i in range(n):\n        for j in range(i):\n            result += 1\n    return result',
    },
  ],
  'Write a recursive function that reverses a linked list and explain its complexity.': [
    {
      type: 'text',
      text: 'Complete the recursive function below so that it reverses a singly linked list, then give its time and space complexity.',
    },
    {
      type: 'code',
      text: 'class Node:\n    def __init__(self, value, next=None):\n        self.value = value\n        self.next = next\n\ndef reverse(head):\n    ...',
    },
  ],
  'Apply Kirchhoff’s voltage law to find the current in a series circuit with a 12 V source and resistors of 2 and 4 ohms.':
    [
      {
        type: 'text',
        text: 'A 12 V source drives resistors of 2 ohms and 4 ohms in series. Apply Kirchhoff’s voltage law to find the current.',
      },
      { type: 'math', text: '\\sum_{\\text{loop}} V = 0' },
    ],
  'A 2 kg block slides down a frictionless incline of 30 degrees. What is its acceleration?': [
    {
      type: 'text',
      text: 'A 2 kg block slides down a frictionless incline at 30 degrees to the horizontal. What is its acceleration? Take g = 9.8 m/s².',
    },
    { type: 'math', text: 'a = g \\sin\\theta' },
  ],
};
