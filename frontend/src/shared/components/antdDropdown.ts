// antd's Dropdown (with Menu and its popup code) in a chunk of its own, loaded by DropdownOnFirstUse.
export { Dropdown } from 'antd';
