/** The legal feature's public entry: the operator's contact details, for the footer and an order's Contact Support. */
export { operatorAddressLines, useOperatorContact } from './operator';
