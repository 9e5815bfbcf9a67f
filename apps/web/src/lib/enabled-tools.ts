import { ENABLED_TOOL_IDS } from '@kreda/shared/tool-ids';

/**
 * Whether the tool with this descriptor id is enabled (in ENABLED_TOOLS). Entry points of a tool
 * that is built on the web but not yet switched on (a navigation item, a count on the home page)
 * show only once it is, so nothing leads to a tool Kreda does not offer yet.
 */
export function isToolEnabled(id: string): boolean {
  return ENABLED_TOOL_IDS.includes(id);
}
