"""Prints, as JSON text, the Swiss QR-bill payload PyPI's qrbill builds from the bill given as JSON."""
import json
import sys

from qrbill import QRBill

print(json.dumps(QRBill(**json.loads(sys.argv[1])).qr_data()))
