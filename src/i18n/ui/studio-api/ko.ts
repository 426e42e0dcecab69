/**
 * The studio API's answers (src/pages/admin/api/studio/): its errors, the documents' titles, and
 * every rule of our schemas in the owner's words (`studioApi.rule.<name>`, one per entry of
 * SCHEMA_RULES in src/config/schema-messages.ts). The studio's screens have their own texts.
 */
export const studioApiKo = {
  'studioApi.error.noSiteRoot': '스튜디오는 사이트의 소스 폴더가 필요합니다 (npm start로 시작하세요).',
  'studioApi.error.unauthorized': '로그인이 필요합니다. 다시 로그인하세요.',
  'studioApi.error.notFound': '그런 문서는 없습니다.',
  'studioApi.error.origin': '이 주소에서 보낸 요청은 받을 수 없습니다.',
  'studioApi.error.contentType': '요청은 JSON(Content-Type: application/json)이어야 합니다.',
  'studioApi.error.tooLarge': '요청이 너무 큽니다 (최대 16 KB).',
  'studioApi.error.badJson': '요청의 JSON을 읽을 수 없습니다.',
  'studioApi.error.badShape': '요청에는 version(문자열)과 data가 있어야 합니다.',
  'studioApi.error.busy': '다른 저장이 진행 중입니다. 잠시 후 다시 저장하세요.',
  'studioApi.error.unreadable': '파일 {file}을(를) 읽을 수 없습니다: YAML 형식이 올바르지 않습니다.',
  'studioApi.title.business': '영업 정보',
  'studioApi.title.notice': '사이트 공지',

  'studioApi.issue.required': '필수 항목입니다.',
  'studioApi.issue.empty': '비워 둘 수 없습니다.',

  'studioApi.rule.phone': '국제 형식의 올바른 전화번호를 입력하세요. 예: "+84 90 123 4567"',
  'studioApi.rule.httpsUrl': 'https://로 시작하는 주소여야 합니다.',
  'studioApi.rule.email': '올바른 이메일 주소를 입력하세요.',
  'studioApi.rule.clockTime': '"HH:MM" 형식의 시각(00:00~24:00)을 입력하세요.',
  'studioApi.rule.isoDate': '"YYYY-MM-DD" 형식의 날짜를 입력하세요.',
  'studioApi.rule.realDate': '존재하는 날짜를 입력하세요.',
  'studioApi.rule.localDateTime': '"YYYY-MM-DD HH:MM" 형식의 날짜와 시각을 입력하세요.',
  'studioApi.rule.countryCode': '두 글자 국가 코드를 입력하세요 (예: VN).',
  'studioApi.rule.hoursOrder': '여는 시각이 닫는 시각보다 빨라야 합니다.',
  'studioApi.rule.closedTrue': 'true여야 합니다 (영업 시간이 다른 날이면 이 항목을 빼세요).',
  'studioApi.rule.specialToAfterFrom': '끝 날짜({to})는 시작 날짜({from})와 같거나 그 뒤여야 합니다.',
  'studioApi.rule.closedWithHours': '휴무일에는 여는/닫는 시각이 없습니다. 휴무 또는 영업 시간 중 하나만 정하세요.',
  'studioApi.rule.closedOrHours': '휴무로 표시하거나, 여는 시각과 닫는 시각을 모두 입력하세요.',
  'studioApi.rule.opensBeforeCloses': '여는 시각이 닫는 시각보다 빨라야 합니다.',
  'studioApi.rule.specialOverlap': '{index}번 항목({from} → {to})이 {other}번 항목({otherFrom} → {otherTo})과 겹칩니다. 하루에는 한 항목만 둘 수 있습니다.',
  'studioApi.rule.textMissing': '{locale} 텍스트가 없습니다.',
  'studioApi.rule.listMissing': '{locale} 목록이 없습니다.',
  'studioApi.rule.textTooLong': '최대 {max}자까지 쓸 수 있습니다.',
  'studioApi.rule.fromBeforeTo': '시작이 끝보다 빨라야 합니다.',
  'studioApi.rule.priceNumber': 'VND 금액(숫자)을 입력하세요.',
  'studioApi.rule.priceWhole': 'VND 금액은 정수여야 합니다.',
  'studioApi.rule.pricePositive': 'VND 금액은 0보다 커야 합니다.',
  'studioApi.rule.slug': '영문 소문자, 숫자, 하이픈(-)만 쓸 수 있습니다.',
  'studioApi.rule.minutesPositive': '시간(분)은 0보다 커야 합니다.',
  'studioApi.rule.needsOption': '옵션이 하나 이상 있어야 합니다.',
  'studioApi.rule.idMatchesFile': '파일 이름과 같아야 합니다 ("{expected}").',
  'studioApi.rule.optionIdTaken': '옵션 ID "{option}"은(는) {owner}에서 이미 쓰고 있습니다.',
} as const;

export type StudioApiUIKey = keyof typeof studioApiKo;
