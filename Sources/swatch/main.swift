import SwatchKit
print("swatch")
