// The layout lives in @paydraft/mail-templates; the document mail's assembly still takes the brand from here.
export { BRAND } from '@paydraft/mail-templates';
