/** What the studio's publish and restore routes say to the owner. */
export const publishKo = {
  'publish.unavailable': '이 서버는 게시할 수 없습니다. 사이트 원본 폴더에서 npm start로 실행해야 스튜디오가 게시할 수 있습니다.',
  'publish.busy': '이미 게시가 진행 중입니다. 끝난 뒤에 다시 시도하세요.',
  'publish.error.data': '데이터 파일에 잘못된 값이 있어 사이트를 만들지 못했습니다. 아래 항목을 고치고 다시 게시하세요. 지금 사이트는 그대로입니다.',
  'publish.error.links': '사이트 안의 링크가 없는 페이지를 가리켜 게시를 멈췄습니다. 아래 링크를 고치고 다시 게시하세요. 지금 사이트는 그대로입니다.',
  'publish.error.disk': '서버의 저장 공간이 부족해 게시하지 못했습니다. 공간을 확보한 뒤 다시 게시하세요. 지금 사이트는 그대로입니다.',
  'publish.error.killed': '사이트를 만드는 작업이 중간에 멈췄습니다. 다시 게시하세요. 지금 사이트는 그대로입니다.',
  'publish.error.build': '사이트를 만들지 못했습니다. 아래 내용을 개발자에게 전해 주세요. 지금 사이트는 그대로입니다.',
  'publish.error.switch': '새 사이트를 만들었지만 적용하지 못했습니다. 지금 사이트는 그대로입니다. 다시 게시하세요.',
  'publish.error.hook': '새 사이트를 다른 서버로 보내는 명령(PUBLISH_HOOK)이 실패해 적용하지 않았습니다. 지금 사이트는 그대로입니다. 아래 내용을 개발자에게 전해 주세요.',
  'publish.restore.missing': '그 버전은 더 이상 서버에 없습니다.',
  'publish.restore.live': '그 버전은 이미 지금 사이트입니다.',
  'publish.restore.damaged': '그 버전의 파일이 손상되어 되돌리지 않았습니다. 지금 사이트와 파일은 그대로입니다. 개발자에게 알려 주세요.',
} as const;

export type PublishUIKey = keyof typeof publishKo;
