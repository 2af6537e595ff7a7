export { ConversionFailedError, ConversionTimeoutError, ConverterUnavailableError } from './conversion-errors';
export {
  WarmOfficeConverter,
  type ConversionResult,
  type ConverterStats,
  type WarmOfficeConverterOptions,
} from './warm-office-converter';
