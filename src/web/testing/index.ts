/** The web's test tools: one fetch stand-in, one render harness, one set of factories. */
export { createFetchStub, getRoutes, json, sent, stubApi, type ApiAnswer, type ApiCall, type ApiHandler, type ApiHandlers } from './api-stub';
export { ADA, makeCart, makeProduct, makeStore, OPERATOR, STAFF } from './factories';
export { makeDetail, makeItem, makeOrder, ordersPage, TESCO, WAITROSE } from './order-factories';
export { currentPath, renderApp, type RenderAppOptions } from './render-app';
export { makeProductReview, makeReportedReview, makeStoreReview, reviewServer, summaryOf } from './review-factories';
export { makeFulfilmentOrder, makePickingLine, makePickingList, makeStep, makeTracking, makeTrackingLine } from './fulfilment-factories';
export { FakeEventSource } from './fake-event-source';
