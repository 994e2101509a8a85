import type { publicView as english } from '../en/publicView';
import type { Messages } from '../../messages';

/** Portuguese (Brazil): words only the public view uses (see en/publicView). */
export const publicView = {
  pageTitle: '{document} de {sender}',
  documentFallback: 'Documento',
  logo: 'Logotipo de {sender}',
  senderLogo: 'Logotipo do emissor',
  status: {
    draft: 'Rascunho',
    sent: 'Enviado',
    viewed: 'Visualizado',
    partially_paid: 'Pago parcialmente',
    paid: 'Pago',
    overdue: 'Vencido',
    accepted: 'Aceito',
    rejected: 'Recusado',
    expired: 'Expirado',
    cancelled: 'Cancelado',
  },
  items: 'Itens',
  totalPaid: 'Total pago',
  amountPaid: 'Valor pago',
  paid: 'Pago',
  downloadPdf: 'Baixar PDF',
  downloaded: 'PDF baixado com sucesso!',
  downloadFailed: 'Não foi possível baixar o documento',
  howToPay: 'Como pagar',
  instructions: 'Instruções',
  payNow: 'Pagar agora · {amount}',
  payErrors: {
    nothingDue: 'Não há mais nada a pagar nesta fatura.',
    noCard: 'O pagamento com cartão não está disponível para esta fatura. Use os dados de pagamento.',
    failed: 'Não foi possível abrir a página de pagamento. Tente novamente.',
  },
  paymentReturn: {
    received: 'Obrigado, seu pagamento foi recebido',
    cancelled: 'Pagamento cancelado. Nada foi cobrado.',
    processing: 'Processando pagamento…',
    pending:
      'Seu pagamento está sendo confirmado. Esta página mostrará a fatura como paga assim que for confirmado; você pode recarregá-la mais tarde.',
  },
  decision: {
    accept: 'Aceitar orçamento',
    reject: 'Recusar orçamento',
    cancel: 'Cancelar',
    acceptTitle: 'Aceitar o orçamento {number}',
    rejectTitle: 'Recusar o orçamento {number}?',
    acceptExplanation:
      'Digite seu nome completo para aceitar este orçamento. Seu nome e o horário ficam registrados com ele.',
    rejectExplanation:
      'O emissor será avisado de que você recusou este orçamento. Isso não pode ser desfeito.',
    name: 'Nome completo',
    nameRequired: 'Informe seu nome completo',
    nameTooLong: '{max, plural, one {No máximo # caractere} other {No máximo # caracteres}}',
    accepted: 'Orçamento aceito com sucesso!',
    rejected: 'Orçamento recusado com sucesso!',
    acceptFailed: 'Não foi possível aceitar o orçamento',
    rejectFailed: 'Não foi possível recusar o orçamento',
    alreadyDecided: 'Este orçamento já foi decidido',
    revised: 'Este orçamento foi revisado desde então: confira a revisão mais recente',
  },
  decided: {
    acceptedByOn: 'Aceito por {name} em {date}',
    acceptedBy: 'Aceito por {name}',
    acceptedOn: 'Aceito em {date}',
    accepted: 'Aceito',
    rejectedOn: 'Recusado em {date}',
    rejected: 'Recusado',
  },
  revision: {
    label: 'Revisão {revision}',
    newer:
      'Existe uma revisão mais recente deste orçamento: revisão {latest}. Esta página mostra a revisão {shown} como foi decidida.',
    view: 'Ver revisão {revision}',
    earlier: 'Revisões anteriores',
  },
  madeWith: 'Feito com',
} satisfies Messages<typeof english>;
