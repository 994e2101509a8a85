"""Prints, per PNG given, one JSON line: the QR codes zxing-cpp finds, each as text and as bytes (hex)."""
import json
import sys

import zxingcpp
from PIL import Image

for path in sys.argv[1:]:
    codes = [
        {"format": str(code.format), "text": code.text, "bytes": bytes(code.bytes).hex()}
        for code in zxingcpp.read_barcodes(Image.open(path), formats=zxingcpp.BarcodeFormat.QRCode)
    ]
    print(json.dumps({"file": path, "codes": codes}))
