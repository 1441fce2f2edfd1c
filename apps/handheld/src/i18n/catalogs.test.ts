import { describeCatalogs } from '@baro/client/testing';
import { en } from './catalogs/en.ts';
import { ko } from './catalogs/ko.ts';

describeCatalogs('handheld catalogues', { ko, en });
