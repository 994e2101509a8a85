import type { publicView as english } from '../en/publicView';
import type { Messages } from '../../messages';

/** Spanish: words only the public view uses (see en/publicView). */
export const publicView = {
  pageTitle: '{document} de {sender}',
  documentFallback: 'Documento',
  logo: 'Logotipo de {sender}',
  senderLogo: 'Logotipo del emisor',
  status: {
    draft: 'Borrador',
    sent: 'Enviado',
    viewed: 'Visto',
    partially_paid: 'Pagado parcialmente',
    paid: 'Pagado',
    overdue: 'Vencido',
    accepted: 'Aceptado',
    rejected: 'Rechazado',
    expired: 'Caducado',
    cancelled: 'Anulado',
  },
  items: 'Conceptos',
  totalPaid: 'Total pagado',
  amountPaid: 'Importe pagado',
  paid: 'Pagado',
  downloadPdf: 'Descargar PDF',
  downloaded: '¡PDF descargado correctamente!',
  downloadFailed: 'No se pudo descargar el documento',
  howToPay: 'Cómo pagar',
  instructions: 'Instrucciones',
  payNow: 'Pagar ahora · {amount}',
  payErrors: {
    nothingDue: 'Ya no hay nada pendiente de pago en esta factura.',
    noCard: 'El pago con tarjeta no está disponible para esta factura. Utilice los datos de pago.',
    failed: 'No se pudo abrir la página de pago. Inténtelo de nuevo.',
  },
  paymentReturn: {
    received: 'Gracias, hemos recibido su pago',
    cancelled: 'Pago cancelado. No se le ha cobrado nada.',
    processing: 'Procesando el pago…',
    pending:
      'Su pago se está confirmando. Esta página mostrará la factura como pagada cuando se confirme; puede volver a cargarla más tarde.',
  },
  decision: {
    accept: 'Aceptar presupuesto',
    reject: 'Rechazar presupuesto',
    cancel: 'Cancelar',
    acceptTitle: 'Aceptar el presupuesto {number}',
    rejectTitle: '¿Rechazar el presupuesto {number}?',
    acceptExplanation:
      'Escriba su nombre completo para aceptar este presupuesto. Su nombre y la hora quedan registrados con él.',
    rejectExplanation:
      'Se informará al emisor de que ha rechazado este presupuesto. Esta acción no se puede deshacer.',
    name: 'Nombre completo',
    nameRequired: 'Introduzca su nombre completo',
    nameTooLong: '{max, plural, one {Como máximo # carácter} other {Como máximo # caracteres}}',
    accepted: '¡Presupuesto aceptado correctamente!',
    rejected: '¡Presupuesto rechazado correctamente!',
    acceptFailed: 'No se pudo aceptar el presupuesto',
    rejectFailed: 'No se pudo rechazar el presupuesto',
    alreadyDecided: 'Ya se ha decidido sobre este presupuesto',
    revised: 'Este presupuesto se ha revisado desde entonces: consulte la última revisión',
  },
  decided: {
    acceptedByOn: 'Aceptado por {name} el {date}',
    acceptedBy: 'Aceptado por {name}',
    acceptedOn: 'Aceptado el {date}',
    accepted: 'Aceptado',
    rejectedOn: 'Rechazado el {date}',
    rejected: 'Rechazado',
  },
  revision: {
    label: 'Revisión {revision}',
    newer:
      'Existe una revisión más reciente de este presupuesto: revisión {latest}. Esta página muestra la revisión {shown} tal como se decidió.',
    view: 'Ver la revisión {revision}',
    earlier: 'Revisiones anteriores',
  },
  madeWith: 'Creado con',
} satisfies Messages<typeof english>;
