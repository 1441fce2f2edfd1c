import type { ParcelCompany } from '@baro/core';

// Places for the simulated carrier network's timelines. The first two digits of a 5-digit postal
// code (국가기초구역번호, since 2015) name the province; each province lists delivery branches
// (대리점/집배점) in the carriers' naming style.

export interface Province {
  /** First two postal-code digits, inclusive range. */
  from: number;
  to: number;
  name: string;
  branches: readonly string[];
}

export const PROVINCES: readonly Province[] = [
  {
    from: 1,
    to: 9,
    name: '서울',
    branches: [
      '서울강남',
      '서울서초',
      '서울송파',
      '서울마포',
      '서울영등포',
      '서울성북',
      '서울노원',
      '서울관악',
    ],
  },
  {
    from: 10,
    to: 20,
    name: '경기',
    branches: [
      '경기고양',
      '경기성남분당',
      '경기수원영통',
      '경기용인수지',
      '경기부천',
      '경기안양',
      '경기화성동탄',
      '경기남양주',
    ],
  },
  { from: 21, to: 23, name: '인천', branches: ['인천서구', '인천남동', '인천연수', '인천부평', '인천계양'] },
  { from: 24, to: 26, name: '강원', branches: ['강원춘천', '강원원주', '강원강릉'] },
  { from: 27, to: 29, name: '충북', branches: ['충북청주흥덕', '충북충주', '충북제천'] },
  { from: 30, to: 30, name: '세종', branches: ['세종조치원', '세종정부청사'] },
  { from: 31, to: 33, name: '충남', branches: ['충남천안서북', '충남아산', '충남당진'] },
  { from: 34, to: 35, name: '대전', branches: ['대전유성', '대전서구', '대전대덕'] },
  { from: 36, to: 40, name: '경북', branches: ['경북포항', '경북구미', '경북경산'] },
  { from: 41, to: 43, name: '대구', branches: ['대구수성', '대구달서', '대구북구'] },
  { from: 44, to: 45, name: '울산', branches: ['울산남구', '울산북구'] },
  { from: 46, to: 49, name: '부산', branches: ['부산해운대', '부산사하', '부산진구', '부산동래'] },
  { from: 50, to: 53, name: '경남', branches: ['경남창원', '경남김해', '경남진주', '경남양산'] },
  { from: 54, to: 56, name: '전북', branches: ['전북전주덕진', '전북익산', '전북군산'] },
  { from: 57, to: 60, name: '전남', branches: ['전남순천', '전남여수', '전남목포'] },
  { from: 61, to: 62, name: '광주', branches: ['광주광산', '광주북구', '광주서구'] },
  { from: 63, to: 63, name: '제주', branches: ['제주제주시', '제주서귀포'] },
];

/** The province of a postal code (Seoul for anything unknown, where most parcels go). */
export function provinceOf(zipCode: string): Province {
  const prefix = Number.parseInt(zipCode.slice(0, 2), 10);
  return (
    PROVINCES.find((province) => prefix >= province.from && prefix <= province.to) ??
    (PROVINCES[0] as Province)
  );
}

/** Each carrier's sorting hubs (간선 터미널) as its tracking pages name them. */
export const HUBS: Readonly<Record<ParcelCompany, readonly string[]>> = {
  '04': ['곤지암Hub', '대전Hub', '청원Sub'],
  '05': ['대전HUB', '동서울HUB', '부산HUB'],
  '08': ['진천허브', '대전터미널', '평택허브'],
  '01': ['중부권광역우편물류센터', '동서울우편집중국', '부산우편집중국'],
  '06': ['대전터미널', '화성허브', '대구터미널'],
};

/** How the carrier suffixes a delivery branch (CJ 대리점, 한진 집배점, 우체국 …). */
export const BRANCH_SUFFIX: Readonly<Record<ParcelCompany, string>> = {
  '04': '대리점',
  '05': '집배점',
  '08': '지점',
  '01': '우체국',
  '06': '영업소',
};
