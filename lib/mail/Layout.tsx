/**
 * The one layout of every mail: the operator's band, the greeting, the body, the signature and the
 * footer. Greeting and signature exist here only (issue 27): a mail's body, the site's `argsCustomer`
 * text included, never writes its own. React escapes every value, the visitor's input included.
 */
import type { ReactNode } from 'react';
import { Body, Container, Head, Heading, Html, Link, Preview, Section, Text } from '@react-email/components';

const BRAND = '#ba2819';
const MUTED = '#5f6368';

/** A paragraph; its line breaks stay line breaks in HTML and text. */
export function Paragraph({ children }: { children: string }) {
  const lines = children.split('\n');
  return (
    <Text style={{ margin: '0 0 14px', fontSize: '15px', lineHeight: '1.5' }}>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </Text>
  );
}

export function SectionTitle({ children }: { children: string }) {
  return (
    <Heading as="h2" style={{ margin: '22px 0 8px', fontSize: '16px', color: BRAND }}>
      {children}
    </Heading>
  );
}

/** Label–value pairs, one line each ('Label: value' in the text part); a multi-line value stays multi-line. */
export function Rows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Section style={{ margin: '0 0 14px' }}>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ margin: '0 0 6px', fontSize: '15px', lineHeight: '1.5' }}>
          <span style={{ color: MUTED }}>{label}:</span> <Lines text={value} />
        </Text>
      ))}
    </Section>
  );
}

export function MailLink({ label, href }: { label: string; href: string }) {
  return (
    <Text style={{ margin: '0 0 10px' }}>
      <Link href={href} style={{ color: BRAND, fontWeight: 600 }}>
        {label}
      </Link>
    </Text>
  );
}

export interface LayoutProps {
  lang: string;
  operatorName: string;
  preview: string;
  /** 'Guten Tag Dr. Max Muster,'; none for the office's notification. */
  greeting?: string;
  /** The closing lines; none for the office's notification. */
  signature?: string;
  footer: string;
  children: ReactNode;
}

export function MailLayout({ lang, operatorName, preview, greeting, signature, footer, children }: LayoutProps) {
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, background: '#f6f7f9', fontFamily: 'Arial, Helvetica, sans-serif', color: '#222' }}>
        <Container style={{ maxWidth: '640px', background: '#fff' }}>
          <Section style={{ background: BRAND, color: '#fff', padding: '18px 24px' }}>
            <Text style={{ margin: 0, fontSize: '20px', fontWeight: 700, color: '#fff' }}>{operatorName}</Text>
          </Section>
          <Section style={{ padding: '24px' }}>
            {greeting ? <Paragraph>{greeting}</Paragraph> : null}
            {children}
            {signature ? <Paragraph>{signature}</Paragraph> : null}
          </Section>
          <Section style={{ padding: '16px 24px', borderTop: '1px solid #dfe1e5' }}>
            <Text style={{ margin: 0, color: MUTED, fontSize: '12px' }}>
              <Lines text={footer} />
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A text's lines with line breaks between them (a mail's HTML keeps no newline). */
function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, i) => (
    <span key={i}>
      {i > 0 ? <br /> : null}
      {line}
    </span>
  ));
}
