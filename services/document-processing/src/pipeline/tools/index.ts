export { PROGRAMS, QPDF_WARNINGS_EXIT } from './programs';
export {
  measureToolUsage,
  observeTools,
  runTool,
  ToolFailedError,
  ToolMissingError,
  ToolTimeoutError,
  type ToolRun,
  type ToolRunOptions,
  type ToolUsage,
} from './run-tool';
export { ToolHostGoneError } from './tool-host';
