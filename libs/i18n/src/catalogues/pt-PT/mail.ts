import type { mail as english } from '../en/mail';
import type { Messages } from '../../messages';

/** Portuguese (Portugal): words only the mails use (see en/mail). */
export const mail = {
  title: '{type, select, invoice {Fatura} quote {Orçamento} other {Nota de crédito}}',
  inSentence: {
    name: '{type, select, invoice {a fatura} quote {o orçamento} other {a nota de crédito}}',
    yours: '{type, select, invoice {a sua fatura} quote {o seu orçamento} other {a sua nota de crédito}}',
  },
  openLink: 'Ou abra esta ligação:',
  fact: '{label}: {value}',
  sentences: '{first} {second}',
  greeting: 'Olá, {name},',
  openHistory: 'Abrir o histórico de documentos',
  replyToReach: 'Responda a este e-mail para contactar {sender}.',
  view: 'Ver {name}',
  document: {
    heading: '{name} de {sender}',
    sent: '{sender} enviou-lhe {name}.',
    attached: 'O PDF segue em anexo a este e-mail ({file}).',
    quoteChoice: 'Pode aceitar ou recusar o orçamento a partir da ligação.',
  },
  quoteDecision: {
    accepted: '{name} foi aceite',
    acceptedBy: '{name} foi aceite por {signer}',
    rejected: '{name} foi recusado',
    yourClient: 'O seu cliente',
    acceptedText:
      '{who} aceitou {name}{dated, select, yes { em {date}} other {}}. O estado no seu histórico de documentos é agora Aceite, e o PDF mostra quem o aceitou e quando.',
    rejectedText:
      'O seu cliente recusou {name}{dated, select, yes { em {date}} other {}}. O estado no seu histórico de documentos é agora Recusado.',
  },
  receipt: {
    subject: 'Recibo da fatura {number}',
    subjectUnnumbered: 'Recibo do seu pagamento',
    received: '{sender} recebeu o seu pagamento de {amount} para {name}. Obrigado.',
    date: 'Data',
    method: 'Meio de pagamento',
    paidInFull: 'Paga na totalidade',
    attached: 'O recibo segue em anexo a este e-mail ({file}).',
  },
  paymentReceived: {
    subject: 'Pagamento recebido para {name}',
    subjectNeedsReview: 'A rever: pagamento recebido para {name}',
    paid: 'O seu cliente pagou {amount} com cartão para {name} em {date}.',
    balanceLeft: 'Saldo em dívida: {amount}.',
    paidInFull: 'A fatura está agora paga na totalidade.',
    needsReview:
      'A rever: este pagamento chegou através de uma conta Stripe que não é a que está agora ligada ao Paydraft. O dinheiro já foi transferido, por isso o pagamento foi registado; verifique-o nessa conta Stripe.',
  },
  reminder: {
    invoiceState:
      '{when, select, before {vence a {date}} today {vence hoje, {date}} other {venceu a {date}, há {days, plural, one {# dia} other {# dias}}}}',
    quoteState: '{when, select, after {era válido até {date}} other {é válido até {date}}}',
    subject: 'Lembrete: {name} {state}',
    heading: '{name} {state}',
    invoiceFriendly:
      'Um lembrete cordial de {sender}: {name} {state}{when, select, before {, dentro de {days, plural, one {# dia} other {# dias}}} other {}}.',
    quoteFriendly:
      'Um lembrete cordial de {sender}: {name} {state}{when, select, before {, {days, plural, one {falta # dia} other {faltam # dias}}} other {}}.',
    quoteTotal: 'Total do orçamento',
    lateFee:
      'Foi acrescentada à fatura uma penalização por atraso de {fee}, porque a data de vencimento já passou; o saldo em dívida inclui-a.',
    payByCard: 'Pode pagar com cartão: «Pagar agora» abre a fatura, onde pode pagar o saldo online.',
    paymentDetails: 'A ligação abaixo abre a fatura com os dados de pagamento.',
    alreadyPaid: 'Se já pagou, obrigado, e por favor ignore este lembrete.',
    quoteChoice: 'Pode aceitar ou recusar o orçamento na respetiva página.',
    questions:
      '{type, select, invoice {Dúvidas sobre a fatura?} other {Dúvidas sobre o orçamento?}} Responda a este e-mail para contactar {sender}.',
  },
  sendDraft: {
    subject: '{title} {number} de {sender}',
    subjectWithoutSender: '{title} {number}',
    greeting: 'Bom dia,',
    intro:
      'Segue {type, select, invoice {a fatura} quote {o orçamento} other {a nota de crédito}} {number}. Através da ligação pode consultar o documento e descarregar o PDF.',
    quoteAccept: 'Se estiver tudo correto, pode aceitar o orçamento nessa página.',
    questions: 'Fico ao dispor para qualquer questão.',
    thanks: 'Com os melhores cumprimentos,',
  },
} satisfies Messages<typeof english>;
