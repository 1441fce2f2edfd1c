import { describeCatalogs } from '@baro/client/testing';
import { en } from './catalogs/en.ts';
import { enHandover } from './catalogs/en-handover.ts';
import { ko } from './catalogs/ko.ts';
import { koHandover } from './catalogs/ko-handover.ts';

describeCatalogs('warehouse catalogues', { ko, en });
describeCatalogs('warehouse handover words', { ko: koHandover, en: enHandover });
