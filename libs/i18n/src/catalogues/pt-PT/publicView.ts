import type { publicView as english } from '../en/publicView';
import type { Messages } from '../../messages';

/** Portuguese (Portugal): words only the public view uses (see en/publicView). */
export const publicView = {
  pageTitle: '{document} de {sender}',
  documentFallback: 'Documento',
  logo: 'Logótipo de {sender}',
  senderLogo: 'Logótipo do emitente',
  status: {
    draft: 'Rascunho',
    sent: 'Enviado',
    viewed: 'Visualizado',
    partially_paid: 'Pago parcialmente',
    paid: 'Pago',
    overdue: 'Vencido',
    accepted: 'Aceite',
    rejected: 'Recusado',
    expired: 'Expirado',
    cancelled: 'Anulado',
  },
  items: 'Artigos',
  totalPaid: 'Total pago',
  amountPaid: 'Montante pago',
  paid: 'Pago',
  downloadPdf: 'Transferir PDF',
  downloaded: 'PDF transferido com êxito!',
  downloadFailed: 'Não foi possível transferir o documento',
  howToPay: 'Como pagar',
  instructions: 'Instruções',
  payNow: 'Pagar agora · {amount}',
  payErrors: {
    nothingDue: 'Já não há nada a pagar nesta fatura.',
    noCard: 'O pagamento por cartão não está disponível para esta fatura. Utilize os dados de pagamento.',
    failed: 'Não foi possível abrir a página de pagamento. Tente novamente.',
  },
  paymentReturn: {
    received: 'Obrigado, o seu pagamento foi recebido',
    cancelled: 'Pagamento cancelado. Não lhe foi cobrado nada.',
    processing: 'A processar o pagamento…',
    pending:
      'O seu pagamento está a ser confirmado. Esta página mostrará a fatura como paga assim que for confirmado; pode recarregá-la mais tarde.',
  },
  decision: {
    accept: 'Aceitar orçamento',
    reject: 'Recusar orçamento',
    cancel: 'Cancelar',
    acceptTitle: 'Aceitar o orçamento {number}',
    rejectTitle: 'Recusar o orçamento {number}?',
    acceptExplanation:
      'Escreva o seu nome completo para aceitar este orçamento. O seu nome e a hora ficam registados com ele.',
    rejectExplanation:
      'O emitente será informado de que recusou este orçamento. Esta ação não pode ser anulada.',
    name: 'Nome completo',
    nameRequired: 'Introduza o seu nome completo',
    nameTooLong: '{max, plural, one {No máximo # carácter} other {No máximo # caracteres}}',
    accepted: 'Orçamento aceite com êxito!',
    rejected: 'Orçamento recusado com êxito!',
    acceptFailed: 'Não foi possível aceitar o orçamento',
    rejectFailed: 'Não foi possível recusar o orçamento',
    alreadyDecided: 'Este orçamento já foi decidido',
    revised: 'Este orçamento foi revisto entretanto: consulte a revisão mais recente',
  },
  decided: {
    acceptedByOn: 'Aceite por {name} em {date}',
    acceptedBy: 'Aceite por {name}',
    acceptedOn: 'Aceite em {date}',
    accepted: 'Aceite',
    rejectedOn: 'Recusado em {date}',
    rejected: 'Recusado',
  },
  revision: {
    label: 'Revisão {revision}',
    newer:
      'Existe uma revisão mais recente deste orçamento: revisão {latest}. Esta página mostra a revisão {shown} tal como foi decidida.',
    view: 'Ver revisão {revision}',
    earlier: 'Revisões anteriores',
  },
  madeWith: 'Feito com',
} satisfies Messages<typeof english>;
