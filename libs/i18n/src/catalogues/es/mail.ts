import type { mail as english } from '../en/mail';
import type { Messages } from '../../messages';

/** Spanish: words only the mails use (see en/mail). */
export const mail = {
  title: '{type, select, invoice {Factura} quote {Presupuesto} other {Factura rectificativa}}',
  inSentence: {
    name: '{type, select, invoice {la factura} quote {el presupuesto} other {la factura rectificativa}}',
    yours: '{type, select, invoice {su factura} quote {su presupuesto} other {su factura rectificativa}}',
  },
  openLink: 'O abra este enlace:',
  fact: '{label}: {value}',
  sentences: '{first} {second}',
  greeting: 'Hola, {name}:',
  openHistory: 'Abrir el historial de documentos',
  replyToReach: 'Responda a este correo para contactar con {sender}.',
  view: 'Ver {name}',
  document: {
    heading: '{name} de {sender}',
    sent: '{sender} le ha enviado {name}.',
    attached: 'El PDF se adjunta a este correo ({file}).',
    quoteChoice: 'Puede aceptar o rechazar el presupuesto desde el enlace.',
  },
  quoteDecision: {
    accepted: '{name} ha sido aceptado',
    acceptedBy: '{name} ha sido aceptado por {signer}',
    rejected: '{name} ha sido rechazado',
    yourClient: 'Su cliente',
    acceptedText:
      '{who} ha aceptado {name}{dated, select, yes { el {date}} other {}}. Su estado en el historial de documentos es ahora Aceptado, y su PDF muestra quién lo aceptó y cuándo.',
    rejectedText:
      'Su cliente ha rechazado {name}{dated, select, yes { el {date}} other {}}. Su estado en el historial de documentos es ahora Rechazado.',
  },
  receipt: {
    subject: 'Recibo de la factura {number}',
    subjectUnnumbered: 'Recibo de su pago',
    received: '{sender} ha recibido su pago de {amount} correspondiente a {name}. Gracias.',
    date: 'Fecha',
    method: 'Forma de pago',
    paidInFull: 'Pagada en su totalidad',
    attached: 'El recibo se adjunta a este correo ({file}).',
  },
  paymentReceived: {
    subject: 'Pago recibido: {name}',
    subjectNeedsReview: 'Requiere revisión: pago recibido: {name}',
    paid: 'Su cliente ha pagado {amount} con tarjeta por {name} el {date}.',
    balanceLeft: 'Saldo pendiente: {amount}.',
    paidInFull: 'La factura ya está pagada en su totalidad.',
    needsReview:
      'Requiere revisión: este pago llegó a través de una cuenta de Stripe que no es la que está conectada ahora a Paydraft. El dinero ya se ha movido, así que el pago queda registrado; compruébelo en esa cuenta de Stripe.',
  },
  reminder: {
    invoiceState:
      '{when, select, before {vence el {date}} today {vence hoy, {date}} other {venció el {date}, hace {days, plural, one {# día} other {# días}}}}',
    quoteState: '{when, select, after {era válido hasta el {date}} other {es válido hasta el {date}}}',
    subject: 'Recordatorio: {name} {state}',
    heading: '{name} {state}',
    invoiceFriendly:
      'Le recordamos amablemente, de parte de {sender}, que {name} {state}{when, select, before {, dentro de {days, plural, one {# día} other {# días}}} other {}}.',
    quoteFriendly:
      'Le recordamos amablemente, de parte de {sender}, que {name} {state}{when, select, before {, {days, plural, one {queda # día} other {quedan # días}}} other {}}.',
    quoteTotal: 'Total del presupuesto',
    lateFee:
      'Se ha añadido a la factura un recargo por demora de {fee} al haber vencido su fecha de pago; el saldo pendiente lo incluye.',
    payByCard: 'Puede pagar con tarjeta: «Pagar ahora» abre la factura, donde puede pagar el saldo en línea.',
    paymentDetails: 'El enlace de abajo abre la factura con sus datos de pago.',
    alreadyPaid: 'Si ya ha pagado, gracias, y le rogamos que ignore este recordatorio.',
    quoteChoice: 'Puede aceptar o rechazar el presupuesto desde su página.',
    questions:
      '{type, select, invoice {¿Tiene preguntas sobre la factura?} other {¿Tiene preguntas sobre el presupuesto?}} Responda a este correo para contactar con {sender}.',
  },
  sendDraft: {
    subject: '{title} {number} de {sender}',
    subjectWithoutSender: '{title} {number}',
    greeting: 'Hola:',
    intro:
      'Le envío {type, select, invoice {la factura} quote {el presupuesto} other {la factura rectificativa}} {number}. Desde el enlace puede consultar el documento y descargar el PDF.',
    quoteAccept: 'Si todo está correcto, puede aceptar el presupuesto en esa página.',
    questions: 'Quedo a su disposición para cualquier consulta.',
    thanks: 'Un saludo,',
  },
} satisfies Messages<typeof english>;
