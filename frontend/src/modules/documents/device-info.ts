/** What record_document_view keeps of the reader's device, cut to the lengths the API accepts. */
export function currentDeviceInfo(): { user_agent: string; platform: string } {
  return { user_agent: navigator.userAgent.slice(0, 500), platform: navigator.platform.slice(0, 100) };
}
