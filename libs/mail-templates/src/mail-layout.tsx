import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Body, Button, Container, Head, Heading, Link, Section, Text } from '@react-email/components';
import { directionOf } from '@paydraft/i18n';
import { BRAND } from './brand';
import type { MailContent, MailLocale } from './mail-content';

const paragraphStyle: CSSProperties = {
  margin: '0 0 16px',
  color: BRAND.text,
  fontSize: 15,
  lineHeight: 1.5,
};
const mutedStyle: CSSProperties = { margin: '0 0 16px', color: BRAND.muted, fontSize: 13 };
const buttonStyle: CSSProperties = {
  background: BRAND.primary,
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: 6,
  fontWeight: 600,
};
const secondaryButtonStyle: CSSProperties = {
  border: `1px solid ${BRAND.primary}`,
  color: BRAND.primary,
  padding: '11px 19px',
  borderRadius: 6,
  fontWeight: 600,
  margin: '8px 0 0 4px',
};

/** A line break in the text is a line break in the mail; React escapes each line. */
function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/** The button(s), then the main link written out for clients that hide buttons. */
function Actions({ content, openLink }: { content: MailContent; openLink: string }) {
  const { action, secondaryAction } = content;
  if (!action) return null;
  return (
    <>
      <Text style={{ margin: '24px 0' }}>
        <Button href={action.url} style={buttonStyle}>
          {action.label}
        </Button>
        {secondaryAction && (
          <>
            {' '}
            <Button href={secondaryAction.url} style={secondaryButtonStyle}>
              {secondaryAction.label}
            </Button>
          </>
        )}
      </Text>
      <Text style={mutedStyle}>
        {openLink}{' '}
        <Link href={action.url} style={{ color: BRAND.primary, wordBreak: 'break-all' }}>
          {action.url}
        </Link>
      </Text>
    </>
  );
}

/**
 * The card every mail is set in: tables and inline styles (react-email's components), the subset mail
 * clients render alike. `lang` tells screen readers and fonts the language; an Arabic or Hebrew mail is
 * also set right to left and aligned right (inline, since mail clients drop most stylesheets).
 */
export function MailLayout({ content, locale }: { content: MailContent; locale: MailLocale }): ReactNode {
  const direction = directionOf(locale.language);
  const align: CSSProperties = direction === 'rtl' ? { textAlign: 'right' } : {};
  return (
    // A plain <html>: react-email's Html writes dir before lang; the mails keep the root they always had.
    <html lang={locale.language} dir={direction}>
      <Head>
        <meta name="viewport" content="width=device-width" />
        <title>{content.heading}</title>
      </Head>
      <Body
        dir={direction}
        style={{
          margin: 0,
          padding: 24,
          background: BRAND.background,
          fontFamily: 'Arial,Helvetica,sans-serif',
        }}
      >
        {/* 100% up to 560 px: a phone (390 px) shows the whole card instead of scrolling sideways. */}
        <Container style={{ width: '100%', maxWidth: 560, background: '#ffffff', borderRadius: 8 }}>
          <Section
            style={{
              ...align,
              background: BRAND.primary,
              color: '#ffffff',
              padding: '16px 24px',
              fontSize: 20,
              fontWeight: 700,
              borderRadius: '8px 8px 0 0',
            }}
          >
            {BRAND.name}
          </Section>
          <Section style={{ ...align, padding: 24 }}>
            <Heading as="h1" style={{ margin: '0 0 16px', color: BRAND.text, fontSize: 20 }}>
              {content.heading}
            </Heading>
            {content.paragraphs.map((text, index) => (
              <Text key={index} style={paragraphStyle}>
                <Lines text={text} />
              </Text>
            ))}
            <Actions content={content} openLink={locale.t('mail:openLink')} />
            {content.footnote && (
              <Text style={{ ...mutedStyle, margin: '16px 0 0' }}>{content.footnote}</Text>
            )}
          </Section>
        </Container>
      </Body>
    </html>
  );
}

/**
 * The HTML part, rendered synchronously (the outbox renders a mail as it stores it) by React's static
 * renderer, which escapes every text and attribute.
 */
export function renderHtml(content: MailContent, locale: MailLocale): string {
  return `<!doctype html>${renderToStaticMarkup(<MailLayout content={content} locale={locale} />)}`;
}
