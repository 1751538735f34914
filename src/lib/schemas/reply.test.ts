import { describe, expect, it } from 'vitest';
import { fillPlaceholders, ReplySchema, ReplyTemplateSchema, unknownPlaceholders } from './reply';

const values = { firstName: 'Dana', unit: 'Unit 101', leasingContact: 'Maureen Kelleher' };

describe('reply placeholders', () => {
  it('fills the known ones, spaces inside the braces allowed, and leaves other text alone', () => {
    expect(fillPlaceholders('Hello {{firstName}}, about {{ unit }}. {{leasingContact}} {single}', values)).toBe(
      'Hello Dana, about Unit 101. Maureen Kelleher {single}',
    );
  });

  it('names each unknown one once, as written', () => {
    expect(unknownPlaceholders('{{first_name}} {{first_name}} {{}} {{firstName}} {{toString}}')).toEqual([
      '{{first_name}}',
      '{{}}',
      '{{toString}}',
    ]);
  });

  it('refuses a subject on two lines and an unknown placeholder, in the schemas both sides use', () => {
    const key = '0b5f8a52-4a39-4b4c-9c1a-8f0f0e2f7a11';
    const subject = ReplySchema.safeParse({ subject: 'Hi\r\nBcc: x@example.com', body: 'Hello', idempotencyKey: key });
    expect(subject.error?.issues.map((issue) => issue.message)).toEqual(['Please keep the subject on one line']);
    const template = ReplyTemplateSchema.safeParse({ name: 'T', subject: 'About {{unit}}', body: 'Hi {{name}}' });
    expect(template.error?.issues.map((issue) => issue.message)).toEqual([
      'Unknown placeholder {{name}}: use {{firstName}}, {{unit}}, {{leasingContact}}',
    ]);
    expect(ReplySchema.parse({ subject: '  About {{unit}} ', body: 'Hi\n', idempotencyKey: key })).toEqual({
      subject: 'About {{unit}}',
      body: 'Hi',
      idempotencyKey: key,
    });
  });
});
