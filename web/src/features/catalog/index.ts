export { CatalogClassCard, PriceLine } from './CatalogClassCard';
export { AddToCartMutation, CatalogClassFields, CatalogQuery } from './catalog.documents';
