import type { mail as english } from '../en/mail';
import type { Messages } from '../../messages';

/** Portuguese (Brazil): words only the mails use (see en/mail). */
export const mail = {
  title: '{type, select, invoice {Fatura} quote {Orçamento} other {Nota de crédito}}',
  inSentence: {
    name: '{type, select, invoice {a fatura} quote {o orçamento} other {a nota de crédito}}',
    yours: '{type, select, invoice {sua fatura} quote {seu orçamento} other {sua nota de crédito}}',
  },
  openLink: 'Ou abra este link:',
  fact: '{label}: {value}',
  sentences: '{first} {second}',
  greeting: 'Olá, {name},',
  openHistory: 'Abrir o histórico de documentos',
  replyToReach: 'Responda a este e-mail para falar com {sender}.',
  view: 'Ver {name}',
  document: {
    heading: '{name} de {sender}',
    sent: '{sender} enviou {name} para você.',
    attached: 'O PDF está anexado a este e-mail ({file}).',
    quoteChoice: 'Você pode aceitar ou recusar o orçamento pelo link.',
  },
  quoteDecision: {
    accepted: '{name} foi aceito',
    acceptedBy: '{name} foi aceito por {signer}',
    rejected: '{name} foi recusado',
    yourClient: 'Seu cliente',
    acceptedText:
      '{who} aceitou {name}{dated, select, yes { em {date}} other {}}. O status no seu histórico de documentos agora é Aceito, e o PDF mostra quem o aceitou e quando.',
    rejectedText:
      'Seu cliente recusou {name}{dated, select, yes { em {date}} other {}}. O status no seu histórico de documentos agora é Recusado.',
  },
  receipt: {
    subject: 'Recibo da fatura {number}',
    subjectUnnumbered: 'Recibo do seu pagamento',
    received: '{sender} recebeu seu pagamento de {amount} para {name}. Obrigado.',
    date: 'Data',
    method: 'Forma de pagamento',
    paidInFull: 'Paga integralmente',
    attached: 'O recibo está anexado a este e-mail ({file}).',
  },
  paymentReceived: {
    subject: 'Pagamento recebido para {name}',
    subjectNeedsReview: 'Requer revisão: pagamento recebido para {name}',
    paid: 'Seu cliente pagou {amount} com cartão para {name} em {date}.',
    balanceLeft: 'Saldo devedor: {amount}.',
    paidInFull: 'A fatura agora está paga integralmente.',
    needsReview:
      'Requer revisão: este pagamento chegou por uma conta Stripe que não é a conectada ao Paydraft agora. O dinheiro já foi transferido, então o pagamento foi registrado; confira-o nessa conta Stripe.',
  },
  reminder: {
    invoiceState:
      '{when, select, before {vence em {date}} today {vence hoje, {date}} other {venceu em {date}, há {days, plural, one {# dia} other {# dias}}}}',
    quoteState: '{when, select, after {era válido até {date}} other {é válido até {date}}}',
    subject: 'Lembrete: {name} {state}',
    heading: '{name} {state}',
    invoiceFriendly:
      'Um lembrete amigável de {sender}: {name} {state}{when, select, before {, daqui a {days, plural, one {# dia} other {# dias}}} other {}}.',
    quoteFriendly:
      'Um lembrete amigável de {sender}: {name} {state}{when, select, before {, {days, plural, one {falta # dia} other {faltam # dias}}} other {}}.',
    quoteTotal: 'Total do orçamento',
    lateFee:
      'Uma multa por atraso de {fee} foi acrescentada à fatura porque a data de vencimento passou; o saldo devedor já a inclui.',
    payByCard:
      'Você pode pagar com cartão: “Pagar agora” abre a fatura, onde você pode pagar o saldo online.',
    paymentDetails: 'O link abaixo abre a fatura com os dados de pagamento.',
    alreadyPaid: 'Se você já pagou, obrigado, e por favor desconsidere este lembrete.',
    quoteChoice: 'Você pode aceitar ou recusar o orçamento na página dele.',
    questions:
      '{type, select, invoice {Dúvidas sobre a fatura?} other {Dúvidas sobre o orçamento?}} Responda a este e-mail para falar com {sender}.',
  },
  sendDraft: {
    subject: '{title} {number} de {sender}',
    subjectWithoutSender: '{title} {number}',
    greeting: 'Olá,',
    intro:
      'Segue {type, select, invoice {a fatura} quote {o orçamento} other {a nota de crédito}} {number}. Pelo link você pode visualizar o documento e baixar o PDF.',
    quoteAccept: 'Se estiver tudo certo, você pode aceitar o orçamento nessa página.',
    questions: 'Fico à disposição para qualquer dúvida.',
    thanks: 'Atenciosamente,',
  },
} satisfies Messages<typeof english>;
