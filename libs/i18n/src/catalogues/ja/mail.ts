import type { mail as english } from '../en/mail';
import type { Messages } from '../../messages';

/** Japanese: words only the mails use (see en/mail). */
export const mail = {
  title: '{type, select, invoice {請求書} quote {見積書} other {クレジットノート}}',
  inSentence: {
    name: '{type, select, invoice {請求書} quote {見積書} other {クレジットノート}}',
    yours: '{type, select, invoice {請求書} quote {見積書} other {クレジットノート}}',
  },
  openLink: 'または次のリンクを開いてください：',
  fact: '{label}：{value}',
  sentences: '{first}{second}',
  greeting: '{name} 様',
  openHistory: '書類履歴を開く',
  replyToReach: '{sender} へのご連絡は、このメールにご返信ください。',
  view: '{name}を表示',
  document: {
    heading: '{sender} からの{name}',
    sent: '{sender} から{name}が送信されました。',
    attached: 'PDF をこのメールに添付しています（{file}）。',
    quoteChoice: 'リンク先から見積書を承認または却下できます。',
  },
  quoteDecision: {
    accepted: '{name}が承認されました',
    acceptedBy: '{name}が {signer} 様により承認されました',
    rejected: '{name}が却下されました',
    yourClient: 'お客様',
    acceptedText:
      '{who}が{dated, select, yes {{date}に} other {}}{name}を承認しました。書類履歴のステータスは「承認済み」になり、PDF には承認者と承認日が記載されます。',
    rejectedText:
      'お客様が{dated, select, yes {{date}に} other {}}{name}を却下しました。書類履歴のステータスは「却下」になりました。',
  },
  receipt: {
    subject: '請求書 {number} の領収書',
    subjectUnnumbered: 'お支払いの領収書',
    received: '{sender} は{name}に対する {amount} のお支払いを受領しました。ありがとうございました。',
    date: '日付',
    method: '支払方法',
    paidInFull: '全額支払済み',
    attached: '領収書をこのメールに添付しています（{file}）。',
  },
  paymentReceived: {
    subject: '{name}の入金がありました',
    subjectNeedsReview: '要確認：{name}の入金がありました',
    paid: 'お客様が{date}に{name}の代金 {amount} をカードで支払いました。',
    balanceLeft: '未払残高：{amount}。',
    paidInFull: 'この請求書は全額支払済みになりました。',
    needsReview:
      '要確認：この支払いは、現在 Paydraft に接続されているものとは別の Stripe アカウントに入金されました。入金済みのため支払いは記録されています。その Stripe アカウントでご確認ください。',
  },
  reminder: {
    invoiceState:
      '{when, select, before {の支払期限は{date}です} today {の支払期限は本日（{date}）です} other {の支払期限は{date}でした（{days, plural, other {#日}}経過）}}',
    quoteState: '{when, select, after {の有効期限は{date}まででした} other {の有効期限は{date}までです}}',
    subject: 'リマインダー：{name}{state}',
    heading: '{name}{state}',
    invoiceFriendly:
      '{sender} からのお知らせです。{name}{state}{when, select, before {（あと{days, plural, other {#日}}）} other {}}。',
    quoteFriendly:
      '{sender} からのお知らせです。{name}{state}{when, select, before {（あと{days, plural, other {#日}}）} other {}}。',
    quoteTotal: '見積金額',
    lateFee:
      '支払期限を過ぎたため、{fee} の延滞料が請求書に加算されました。未払残高にはこの延滞料が含まれます。',
    payByCard:
      'カードでお支払いいただけます。「今すぐ支払う」から請求書を開き、残高をオンラインでお支払いください。',
    paymentDetails: '下のリンクから、お支払い情報が記載された請求書を開けます。',
    alreadyPaid: 'すでにお支払い済みの場合は、本リマインダーは破棄してください。ありがとうございました。',
    quoteChoice: '見積書のページから承認または却下できます。',
    questions:
      '{type, select, invoice {請求書について} other {見積書について}}ご不明な点は、このメールにご返信いただくと {sender} に届きます。',
  },
  sendDraft: {
    subject: '{title} {number}（{sender}）',
    subjectWithoutSender: '{title} {number}',
    greeting: 'お世話になっております。',
    intro:
      '{type, select, invoice {請求書} quote {見積書} other {クレジットノート}} {number} をお送りします。リンクから内容の確認とPDFのダウンロードができます。',
    quoteAccept: '内容に問題がなければ、そのページで見積書を承認できます。',
    questions: 'ご不明な点がございましたら、お気軽にお問い合わせください。',
    thanks: 'よろしくお願いいたします。',
  },
} satisfies Messages<typeof english>;
