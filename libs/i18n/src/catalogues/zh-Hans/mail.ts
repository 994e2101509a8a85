import type { mail as english } from '../en/mail';
import type { Messages } from '../../messages';

/** Simplified Chinese: words only the mails use (see en/mail). */
export const mail = {
  title: '{type, select, invoice {发票} quote {报价单} other {贷项通知单}}',
  inSentence: {
    name: '{type, select, invoice {发票} quote {报价单} other {贷项通知单}}',
    yours: '{type, select, invoice {您的发票} quote {您的报价单} other {您的贷项通知单}}',
  },
  openLink: '或打开此链接：',
  fact: '{label}：{value}',
  sentences: '{first}{second}',
  greeting: '{name}，您好：',
  openHistory: '打开单据历史',
  replyToReach: '如需联系 {sender}，请直接回复此邮件。',
  view: '查看{name}',
  document: {
    heading: '来自 {sender} 的{name}',
    sent: '{sender} 向您发送了{name}。',
    attached: '此邮件附有 PDF 文件（{file}）。',
    quoteChoice: '您可以通过该链接接受或拒绝报价单。',
  },
  quoteDecision: {
    accepted: '{name}已被接受',
    acceptedBy: '{name}已被 {signer} 接受',
    rejected: '{name}已被拒绝',
    yourClient: '您的客户',
    acceptedText:
      '{who}{dated, select, yes {于 {date} } other {}}接受了{name}。它在单据历史中的状态现为“已接受”，其 PDF 会显示接受人和接受日期。',
    rejectedText:
      '您的客户{dated, select, yes {于 {date} } other {}}拒绝了{name}。它在单据历史中的状态现为“已拒绝”。',
  },
  receipt: {
    subject: '发票 {number} 的收据',
    subjectUnnumbered: '您的付款收据',
    received: '{sender} 已收到您为{name}支付的 {amount}。谢谢！',
    date: '日期',
    method: '付款方式',
    paidInFull: '已全额付清',
    attached: '收据已附在此邮件中（{file}）。',
  },
  paymentReceived: {
    subject: '已收到{name}的付款',
    subjectNeedsReview: '需要核查：已收到{name}的付款',
    paid: '您的客户于 {date} 通过银行卡为{name}支付了 {amount}。',
    balanceLeft: '应付余额：{amount}。',
    paidInFull: '该发票现已全额付清。',
    needsReview:
      '需要核查：这笔付款进入的 Stripe 账户并非当前与 Paydraft 关联的账户。款项已转移，因此付款已记录；请在该 Stripe 账户中核对。',
  },
  reminder: {
    invoiceState:
      '{when, select, before {将于 {date} 到期} today {于今天（{date}）到期} other {已于 {date} 到期，已逾期 {days, plural, other {# 天}}}}',
    quoteState: '{when, select, after {的有效期已于 {date} 截止} other {的有效期至 {date}}}',
    subject: '提醒：{name} {state}',
    heading: '{name} {state}',
    invoiceFriendly:
      '{sender} 温馨提醒您：{name} {state}{when, select, before {，还剩 {days, plural, other {# 天}}} other {}}。',
    quoteFriendly:
      '{sender} 温馨提醒您：{name} {state}{when, select, before {，还剩 {days, plural, other {# 天}}} other {}}。',
    quoteTotal: '报价总额',
    lateFee: '由于已超过到期日，发票已加收 {fee} 的滞纳金；应付余额已包含该费用。',
    payByCard: '您可以用银行卡付款：点击“立即付款”打开发票，即可在线支付余额。',
    paymentDetails: '点击下方链接可打开附有付款信息的发票。',
    alreadyPaid: '如果您已付款，谢谢，请忽略此提醒。',
    quoteChoice: '您可以在报价单页面接受或拒绝报价。',
    questions:
      '{type, select, invoice {对发票有疑问？} other {对报价单有疑问？}}回复此邮件即可联系 {sender}。',
  },
  sendDraft: {
    subject: '{title} {number}（{sender}）',
    subjectWithoutSender: '{title} {number}',
    greeting: '您好：',
    intro:
      '现发送{type, select, invoice {发票} quote {报价单} other {贷项通知单}} {number}。您可以通过链接查看并下载 PDF。',
    quoteAccept: '如无问题，您可以在该页面接受报价。',
    questions: '如有任何疑问，请随时与我联系。',
    thanks: '谢谢！',
  },
} satisfies Messages<typeof english>;
