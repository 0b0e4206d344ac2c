// Menu items as the API's menus query answers them (the header's, top menu's and footer's tests).
export const menuItem = (id: number, name: string, extra: object = {}) => ({
  __typename: 'MenuItem',
  id,
  parentMenuId: null,
  name,
  url: null,
  icon: null,
  image: null,
  type: null,
  visible: true,
  systemName: null,
  children: [],
  ...extra,
});
