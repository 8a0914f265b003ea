// What the resource engine and the domains know of data rules; identity loads and caches them.
// The conditions a rule may use are part of identity's data-rule contract.
export { RULE_CONDITIONS, type RuleCondition } from '@ck/shared';

/** One enabled rule a user holds, as stored: the column and value are still unchecked text. */
export interface GrantedDataRule {
  id: string;
  ruleName: string;
  column: string;
  /** One of RULE_CONDITIONS when it passed the save checks; anything else makes the list fail closed. */
  condition: string;
  value: string;
}

/** The data rules of a user, per menu component, with what their system variables need. */
export interface UserDataRules {
  byMenu: ReadonlyMap<string, GrantedDataRule[]>;
  realname: string | null;
  /** Org codes of every department the user belongs to. */
  orgCodes: string[];
}

export const NO_DATA_RULES: UserDataRules = { byMenu: new Map(), realname: null, orgCodes: [] };
