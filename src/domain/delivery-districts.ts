import type { Coords } from './distance';

/** An outward postcode district Everystore delivers to, with the point distances are measured from. */
export interface District extends Coords {
  /** The outward code, e.g. 'EH1'. */
  district: string;
  /** The areas the district covers, as a shopper would name them. */
  name: string;
}

/**
 * The Edinburgh post town's geographic districts, EH1 to EH17 (City of Edinburgh).
 *
 * Source: the areas are Royal Mail's EH district coverage as listed on Wikipedia's "EH postcode area";
 * each centre is the approximate centroid of the district's postcodes (as postcodes.io / ONS Postcode
 * Directory outcode centroids give them), rounded to three decimals (about 100 m), which is finer than
 * the 0.1 mile the screens show. A centre can sit in a park or on a boundary: it is a point to measure
 * from, not an address.
 *
 * Left out on purpose: EH18 and up are other post towns (Lasswade, Musselburgh, Dalkeith, Kirkliston,
 * South Queensferry, ...) outside the city, where the one branch of each chain does not deliver; EH91
 * to EH99 are non-geographic (PO boxes, the Scottish Parliament).
 */
export const DELIVERY_DISTRICTS: readonly District[] = [
  { district: 'EH1', name: 'Old Town', lat: 55.951, lng: -3.19 },
  { district: 'EH2', name: 'New Town', lat: 55.954, lng: -3.197 },
  { district: 'EH3', name: 'West End, Tollcross and Stockbridge', lat: 55.953, lng: -3.206 },
  { district: 'EH4', name: 'Blackhall, Cramond and Davidson\'s Mains', lat: 55.966, lng: -3.265 },
  { district: 'EH5', name: 'Granton, Trinity and Wardie', lat: 55.976, lng: -3.216 },
  { district: 'EH6', name: 'Leith and Newhaven', lat: 55.971, lng: -3.176 },
  { district: 'EH7', name: 'Broughton, Easter Road and Restalrig', lat: 55.959, lng: -3.17 },
  { district: 'EH8', name: 'Holyrood, Abbeyhill and Newington', lat: 55.947, lng: -3.173 },
  { district: 'EH9', name: 'Marchmont, the Grange and Blackford', lat: 55.934, lng: -3.186 },
  { district: 'EH10', name: 'Morningside, Bruntsfield and Fairmilehead', lat: 55.924, lng: -3.211 },
  { district: 'EH11', name: 'Dalry, Gorgie and Sighthill', lat: 55.935, lng: -3.246 },
  { district: 'EH12', name: 'Corstorphine, Murrayfield and South Gyle', lat: 55.942, lng: -3.283 },
  { district: 'EH13', name: 'Colinton and Oxgangs', lat: 55.905, lng: -3.25 },
  { district: 'EH14', name: 'Slateford, Wester Hailes, Currie and Balerno', lat: 55.912, lng: -3.282 },
  { district: 'EH15', name: 'Portobello and Joppa', lat: 55.948, lng: -3.109 },
  { district: 'EH16', name: 'Liberton, Craigmillar and Prestonfield', lat: 55.926, lng: -3.152 },
  { district: 'EH17', name: 'Gilmerton and Moredun', lat: 55.906, lng: -3.14 },
];
