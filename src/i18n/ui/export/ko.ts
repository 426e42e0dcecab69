/** The bookings CSV's column names (/admin/bookings.csv), in the owner's language. */
export const exportKo = {
  'export.reference': '예약 번호',
  'export.received': '접수 (호치민 시간)',
  'export.status': '상태',
  'export.name': '이름',
  'export.phone': '전화',
  'export.course': '코스',
  'export.minutes': '시간 (분)',
  'export.price': '가격 (동)',
  'export.date': '예약일',
  'export.time': '예약 시각',
  'export.notes': '메모',
  'export.language': '언어',
  'export.contact': '연락 방법',
  'export.handle': '연락처 ID',
  'export.proposed': '제안한 시간',
  'export.declineReason': '거절 사유',
  'export.optionCode': '옵션 코드',
  'export.declineMessage': '거절 메시지',
  'export.source': '예약 경로',
} as const;

export type ExportUIKey = keyof typeof exportKo;
