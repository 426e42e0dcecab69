/**
 * The visitor's own change of time (issue 38): the status page's "ask for another time" form
 * and what it says at each step, the e-mail lines of the owner's answer, and the owner's words on
 * the admin's card. `{when}` is a formatted date and time in the spa's zone; `{from}` and `{to}`
 * are two of them; `{ref}` a booking reference.
 */
export const changeKo = {
  'change.title': '다른 시간 요청',
  'change.lead': '빈 시간 중에서 고르세요. 매장이 답하기 전까지 예약은 지금 시간 그대로 유지됩니다.',
  'change.date': '새 날짜',
  'change.time': '새 시간',
  'change.send': '이 시간으로 변경 요청',
  'change.askedWhen': '요청한 새 시간 (베트남 시간, GMT+7)',
  'change.pending': '{when}(으)로 변경을 요청하셨습니다. 매장이 답하기 전까지 예약은 위의 시간 그대로입니다.',
  'change.accepted': '매장이 새 시간을 수락했습니다: {when}.',
  'change.declined': '매장이 {when}(으)로의 변경을 받을 수 없었습니다. 예약은 위의 시간 그대로입니다.',
  'change.sent': '다른 시간 요청을 보냈습니다. 매장이 답하면 이 페이지에 표시됩니다.',
  'change.error.same': '지금 예약된 시간입니다. 다른 시간을 골라 주세요.',
  'change.mail.accepted': '요청하신 새 시간으로 예약을 옮겼습니다.',
  'change.mail.declined': '죄송합니다. {when}(으)로는 옮길 수 없어 예약은 그대로 유지됩니다.',
  'change.subject.accepted': '새 시간 확정',
  'change.subject.declined': '시간 변경 불가',
  'change.admin.asks': '고객이 시간 변경을 요청했습니다: {from} → {to}',
  'change.admin.label': '예약 {ref}의 시간 변경 요청',
  'change.admin.refusedFull': '예약 {ref}: 새 시간을 수락하지 않았습니다. {reason}',
  'admin.move.request_change': '시간 변경 요청',
  'admin.move.accept_change': '새 시간 수락',
  'admin.move.decline_change': '기존 시간 유지',
  'admin.event.request_change': '고객의 시간 변경 요청',
  'admin.event.accept_change': '시간 변경 수락',
  'admin.event.decline_change': '시간 변경 거절',
} as const;

export type ChangeUIKey = keyof typeof changeKo;
