import { ComingSoonSection } from './ComingSoonSection';

export function ContactSection() {
  return (
    <ComingSoonSection
      heading="Contact Support"
      summary="Questions, sales or feedback: write to us without leaving the dashboard."
      features={[
        'A message form with your name, business and email filled in',
        'A reason: Support, Sales, General Inquiry or Feedback',
        'A confirmation once your message is on its way',
      ]}
    />
  );
}
