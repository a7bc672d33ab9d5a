/**
 * The public surface of the robots.txt core (docs/architecture.md, "The core contract"). Pure
 * TypeScript: runs in the page, in Web Workers and in Node; speaks in codes and parameters.
 */
export * from "./types.ts";
export { parseRobotsTxt, lexLine, utf8Length, GOOGLE_MAX_LINE_BYTES } from "./parse.ts";
export { DIRECTIVES, directiveInfo, classifyKey, type DirectiveInfo } from "./directives.ts";
export { SIZE_LIMITS, GOOGLE_SIZE_LIMIT, type SizeLimit, type SizeLimitMode } from "./limits.ts";
export { matchUrl, compileMatcher, readAs, type MatchQuery, type CompiledMatcher, type QuickVerdict, type EngineReading } from "./match.ts";
export { ENGINES, getEngine, type Engine, type Fact } from "./engines/index.ts";
export { validateUrl, normalizeUrl, normalizeOrigin, DEFAULT_ORIGIN, type UrlCheck, type UrlProblem, type NormalizedUrl } from "./url.ts";
export { matchPattern, compilePattern, escapePatternGoogle, type StepCounter } from "./pattern.ts";
export { CRAWLERS, findCrawler, searchCrawlers, crawlersByPurpose, crawlerId, hasProductTokenName } from "./crawlers.ts";
export { resolveUserAgent, isValidProductToken, readingFor, DEFAULT_ENGINE, type ResolvedAgent, type AgentHow, type AgentReading } from "./agent.ts";
export { agentLineReadings, type AgentLineReading } from "./agent-line.ts";
export { planPolicy, policyTargets, policyMatrix, policySampleUrls, notTokens, type Policy, type PolicyAction, type PolicyPlan, type PolicyTarget, type PolicyWarning, type PolicyRow, type PolicyCell, type PolicyOptions } from "./policy.ts";
export { statusVerdicts, FETCH_OUTCOMES, type FetchOutcome, type StatusEffect, type StatusVerdict } from "./status.ts";
export { applyCleanParam, cleanParams, type CleanParam, type CleanParamResult } from "./cleanparam.ts";
export { pathForMatching } from "./url.ts";
export { lintRobotsTxt, DEFAULT_LINT_ENGINES, LINT_CODES, type LintOptions, type LintCode, type LintCodeInfo } from "./lint.ts";
export { groupLines, groupRole, type GroupingMode } from "./groups.ts";
export { fileOrigin } from "./file-origin.ts";
export { parseSfDictionary, type SfDictionaryResult, type SfMember, type SfItem, type SfInnerList, type SfBareItem, type SfParams, type SfError } from "./sfv.ts";
export {
  explainPreferences,
  withPreferences,
  compilePreferences,
  parseStatement,
  combinePreferences,
  comparedPathFor,
  PREFERENCE_KEYS,
  PREFERENCE_VALUES,
  PREFERENCE_SUPPORT,
  RETIRED_CONTENT_USAGE_KEYS,
  PREFERENCE_SLOTS,
  packPreferences,
  unpackPreference,
  type Preferences,
  type PreferenceSet,
  type PreferenceEntry,
  type PreferenceCandidate,
  type PreferenceStatement,
  type PreferenceValue,
  type PreferenceDirective,
  type PreferenceSupport,
  type PreferenceSummary,
  type LicenseRef,
  type MatchResultWithPreferences,
} from "./prefs.ts";
export {
  EXPECTATIONS_VERSION,
  EXPECTATION_LIMITS,
  parseExpectations,
  readExpectationsValue,
  readExpectationList,
  serializeExpectations,
  expectationMap,
  expectationEntries,
  isCrawlerKey,
  type Expectation,
  type ExpectedVerdict,
  type ExpectationMap,
  type ExpectationField,
  type ExpectationsError,
  type ExpectationsRead,
} from "./expectations.ts";
export { ListReader, readListText, looksLikeUrl, splitCsvRow, decodeXmlEntities, isGzip, type ListKind, type ListSink } from "./lists.ts";
