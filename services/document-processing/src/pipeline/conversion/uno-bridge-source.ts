/**
 * The Python side of the warm converter, run by Debian's /usr/bin/python3 (the one with UNO). It
 * connects to the running soffice over a local pipe, then converts one document per JSON line on
 * stdin and answers one JSON line per document on stdout. Documents open hidden, read-only, with
 * macros never executed and links never updated, through the import filter named in the request
 * (so a file is never silently read as plain text). When stdin closes (the worker is gone) it
 * shuts LibreOffice down. Kept in a TS string: tsc copies no .py files to dist.
 */
export const UNO_BRIDGE_SOURCE = String.raw`
import json, sys, time
import uno
from com.sun.star.beans import PropertyValue
from com.sun.star.connection import NoConnectException

def prop(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p

pipe_name = sys.argv[1]
local = uno.getComponentContext()
resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
deadline = time.time() + float(sys.argv[2])
while True:
    try:
        context = resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe_name)
        break
    except NoConnectException:
        if time.time() > deadline:
            print(json.dumps({"ready": False, "error": "LibreOffice did not accept a connection"}), flush=True)
            sys.exit(1)
        time.sleep(0.05)
desktop = context.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", context)
print(json.dumps({"ready": True}), flush=True)

for line in sys.stdin:
    request = json.loads(line)
    document = None
    started = time.perf_counter()
    try:
        load = (prop("Hidden", True), prop("ReadOnly", True), prop("MacroExecutionMode", 0),
                prop("UpdateDocMode", 0), prop("FilterName", request["importFilter"]))
        document = desktop.loadComponentFromURL(uno.systemPathToFileUrl(request["input"]), "_blank", 0, load)
        if document is None:
            raise RuntimeError("the document could not be opened")
        document.storeToURL(uno.systemPathToFileUrl(request["output"]), (prop("FilterName", request["exportFilter"]),))
        answer = {"id": request["id"], "ok": True, "officeMs": (time.perf_counter() - started) * 1000}
    except Exception as error:
        answer = {"id": request["id"], "ok": False, "error": str(error)[:500]}
    finally:
        if document is not None:
            try:
                document.close(True)
            except Exception:
                try:
                    document.dispose()
                except Exception:
                    pass
    print(json.dumps(answer), flush=True)

try:
    desktop.terminate()
except Exception:
    pass
`;
