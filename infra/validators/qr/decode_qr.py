"""Prints one JSON line per QR code on the pages given (PNG files named like pdftoppm's page-N.png)."""
import base64
import json
import re
import sys

import zxingcpp
from PIL import Image

for path in sys.argv[1:]:
    page = int(re.search(r"-(\d+)\.png$", path).group(1))
    for code in zxingcpp.read_barcodes(Image.open(path), formats=zxingcpp.BarcodeFormat.QRCode):
        print(json.dumps({
            "page": page,
            "format": str(code.format),
            "ecLevel": code.ec_level,
            "bytes": base64.b64encode(bytes(code.bytes)).decode(),
        }))
