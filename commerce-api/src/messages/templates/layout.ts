// The one layout of every e-mail: the shop's logo and name on top, the message's blocks on a
// white card, the shop's address and contact below. A message is a list of blocks (heading,
// paragraph, code, button, figures, order lines, quoted text ...); the layout turns the same
// blocks into the HTML part (MJML: responsive, the order lines' picture and text stack on a
// phone) and into the text part, so both parts always say the same. Every text is escaped here:
// block contents are plain text, never HTML, whoever wrote them.
import mjml2html from 'mjml';
import type { Language } from 'shared-contracts/server';
import type { OutgoingMessage } from '../../context.js';
import { escapeHtml } from '../../domains/checkout/html-escape.js';
import { headerSafe } from '../header-safety.js';
import type { ShopIdentity } from '../shop-identity.js';
import { textsFor } from './message-texts.js';

export interface OrderLineBlock {
  name: string;
  /** size / variant, e.g. "Yüzük ölçüsü: 14" */
  variant: string | null;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
  /** absolute picture address */
  imageUrl: string;
  /** shown under the name, e.g. the gift package or a request's reason */
  extra: string[];
}

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'figures'; title?: string; rows: { label: string; value: string; strong?: boolean }[] }
  | { kind: 'lines'; title: string; quantityLabel: string; lines: OrderLineBlock[] }
  | { kind: 'quote'; title: string; text: string }
  | { kind: 'small'; text: string };

export interface EmailContent {
  subject: string;
  /** the line mail apps show after the subject */
  preview: string;
  /** the name the greeting uses; null: a greeting without a name, undefined: none */
  greet?: string | null;
  blocks: Block[];
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const COLOURS = { page: '#f4f1ec', card: '#ffffff', ink: '#1f1f1f', muted: '#6b6b6b', accent: '#9a7b3f', line: '#e6e0d6' };
const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";

/** Text with its line breaks kept, for HTML. */
function html(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br />');
}

function section(content: string, padding = '6px 24px'): string {
  return `<mj-section padding="${padding}"><mj-column>${content}</mj-column></mj-section>`;
}

function figuresTable(rows: { label: string; value: string; strong?: boolean }[]): string {
  const cells = rows
    .map((r) => {
      const weight = r.strong ? 'font-weight:bold;' : '';
      return `<tr><td style="padding:4px 0;color:${COLOURS.muted};${weight}">${html(r.label)}</td><td style="padding:4px 0;text-align:right;${weight}">${html(r.value)}</td></tr>`;
    })
    .join('');
  return `<mj-table padding="0" font-size="14px" line-height="20px" color="${COLOURS.ink}">${cells}</mj-table>`;
}

function lineSection(line: OrderLineBlock, quantityLabel: string): string {
  const details = [line.variant, ...line.extra].filter((d): d is string => !!d).map((d) => `<br /><span style="color:${COLOURS.muted};font-size:13px">${html(d)}</span>`).join('');
  return (
    `<mj-section padding="8px 24px" border-bottom="1px solid ${COLOURS.line}">` +
    `<mj-column width="25%" vertical-align="middle"><mj-image src="${escapeHtml(line.imageUrl)}" alt="${escapeHtml(line.name)}" width="96px" padding="0" border-radius="4px" /></mj-column>` +
    `<mj-column width="75%" vertical-align="middle"><mj-text padding="4px 0 4px 12px" font-size="14px"><strong>${html(line.name)}</strong>${details}` +
    `<br />${html(quantityLabel)}: ${line.quantity} × ${html(line.unitPrice)} = <strong>${html(line.lineTotal)}</strong></mj-text></mj-column>` +
    `</mj-section>`
  );
}

function blockMjml(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return section(`<mj-text font-size="18px" font-weight="bold" padding="12px 0 4px">${html(block.text)}</mj-text>`);
    case 'paragraph':
      return section(`<mj-text padding="4px 0">${html(block.text)}</mj-text>`);
    case 'code':
      return section(`<mj-text align="center" font-size="32px" letter-spacing="8px" font-weight="bold" padding="12px 0" color="${COLOURS.accent}">${html(block.text)}</mj-text>`);
    case 'button':
      return section(`<mj-button href="${escapeHtml(block.href)}" background-color="${COLOURS.accent}" color="#ffffff" border-radius="4px" font-size="15px" padding="12px 0" inner-padding="12px 24px">${html(block.label)}</mj-button>`);
    case 'figures':
      return section((block.title ? `<mj-text font-weight="bold" padding="8px 0 4px">${html(block.title)}</mj-text>` : '') + figuresTable(block.rows));
    case 'lines':
      return section(`<mj-text font-weight="bold" padding="8px 0 4px">${html(block.title)}</mj-text>`) + block.lines.map((l) => lineSection(l, block.quantityLabel)).join('');
    case 'quote':
      return section(
        `<mj-text font-weight="bold" padding="8px 0 4px">${html(block.title)}</mj-text>` +
          `<mj-text padding="8px 12px" container-background-color="${COLOURS.page}">${html(block.text)}</mj-text>`,
      );
    case 'small':
      return section(`<mj-text font-size="12px" color="${COLOURS.muted}" padding="4px 0">${html(block.text)}</mj-text>`);
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'='.repeat(Math.min(block.text.length, 60))}`;
    case 'paragraph':
    case 'small':
      return block.text;
    case 'code':
      return `    ${block.text}`;
    case 'button':
      return `${block.label}:\n${block.href}`;
    case 'figures':
      return [block.title, ...block.rows.map((r) => `${r.label}: ${r.value}`)].filter(Boolean).join('\n');
    case 'lines':
      return [
        block.title,
        ...block.lines.map((l) => {
          const details = [l.variant, ...l.extra].filter(Boolean).map((d) => `\n  ${d}`).join('');
          return `- ${l.name}${details}\n  ${block.quantityLabel}: ${l.quantity} × ${l.unitPrice} = ${l.lineTotal}`;
        }),
      ].join('\n');
    case 'quote':
      return `${block.title}:\n${block.text
        .split(/\r?\n/)
        .map((l) => `> ${l}`)
        .join('\n')}`;
  }
}

/** The e-mail's HTML part (MJML compiled) and text part, in `language`, with a header-safe subject. */
export async function renderEmail(shop: ShopIdentity, language: Language, content: EmailContent): Promise<RenderedEmail> {
  const t = textsFor(language).layout;
  const subject = headerSafe(content.subject);
  const home = `${shop.origin}${language === 'en' ? '/en' : '/'}`;
  const blocks: Block[] = content.greet === undefined ? content.blocks : [{ kind: 'paragraph', text: t.greeting(content.greet) }, ...content.blocks];
  const footer = [shop.name, shop.address, t.footerContact(shop.email, shop.telephone), t.footerWhy];
  const mjml =
    `<mjml lang="${language}"><mj-head><mj-title>${html(subject)}</mj-title><mj-preview>${html(content.preview)}</mj-preview>` +
    `<mj-attributes><mj-all font-family="${FONT}" /><mj-text font-size="15px" line-height="22px" color="${COLOURS.ink}" /></mj-attributes></mj-head>` +
    `<mj-body background-color="${COLOURS.page}" width="600px">` +
    `<mj-section padding="24px 24px 12px"><mj-column>` +
    `<mj-image src="${escapeHtml(shop.logoUrl)}" alt="" width="48px" height="48px" href="${escapeHtml(home)}" padding="0" />` +
    `<mj-text align="center" font-size="22px" font-weight="bold" letter-spacing="1px" padding="8px 0 0"><a href="${escapeHtml(home)}" style="color:${COLOURS.ink};text-decoration:none">${html(shop.name)}</a></mj-text>` +
    `</mj-column></mj-section>` +
    `<mj-wrapper background-color="${COLOURS.card}" padding="12px 0" border-radius="6px">${blocks.map(blockMjml).join('')}</mj-wrapper>` +
    section(footer.map((line) => `<mj-text align="center" font-size="12px" line-height="18px" color="${COLOURS.muted}" padding="2px 0">${html(line)}</mj-text>`).join(''), '16px 24px 24px') +
    `</mj-body></mjml>`;
  const compiled = await mjml2html(mjml, { validationLevel: 'strict' });
  if (compiled.errors.length) throw new Error(`e-mail layout: ${compiled.errors.map((e) => e.formattedMessage).join('; ')}`);
  const text = [shop.name, '', ...blocks.map((b) => `${blockText(b)}\n`), '--', ...footer, `${t.visitShop}: ${home}`].join('\n');
  return { subject, html: compiled.html, text };
}

/** What an e-mail message says about itself besides its rendered parts. */
export type EmailMeta = Omit<OutgoingMessage, 'channel' | 'recipient' | 'subject' | 'body' | 'html'>;

/** A rendered e-mail as the message the notifier queues; transactional unless `meta` says otherwise. */
export function emailMessage(recipient: string, email: RenderedEmail, meta: EmailMeta): OutgoingMessage {
  return { channel: 'EMAIL', recipient, subject: email.subject, body: email.text, html: email.html, purpose: 'transactional', ...meta };
}
