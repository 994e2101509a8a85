/** The name Factur-X 1.08 / ZUGFeRD 2.4 give the CII XML inside the PDF. */
export const FACTURX_FILE_NAME = 'factur-x.xml';

const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';
const PDFUAID_NAMESPACE = 'http://www.aiim.org/pdfua/ns/id/';

type Property = { name: string; valueType: 'Text' | 'Integer'; category: string; description: string };

const FX_PROPERTIES: Property[] = [
  {
    name: 'DocumentFileName',
    valueType: 'Text',
    category: 'external',
    description: 'The name of the embedded XML document',
  },
  {
    name: 'DocumentType',
    valueType: 'Text',
    category: 'external',
    description: 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER',
  },
  {
    name: 'Version',
    valueType: 'Text',
    category: 'external',
    description: 'The actual version of the standard applying to the embedded XML document',
  },
  {
    name: 'ConformanceLevel',
    valueType: 'Text',
    category: 'external',
    description: 'The conformance level of the embedded XML document',
  },
];

const PDFUAID_PROPERTIES: Property[] = [
  {
    name: 'part',
    valueType: 'Integer',
    category: 'internal',
    description: 'Indicates which part of ISO 14289 standard is followed',
  },
];

const property = (p: Property): string => `
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${p.name}</pdfaProperty:name>
              <pdfaProperty:valueType>${p.valueType}</pdfaProperty:valueType>
              <pdfaProperty:category>${p.category}</pdfaProperty:category>
              <pdfaProperty:description>${p.description}</pdfaProperty:description>
            </rdf:li>`;

const schema = (name: string, namespace: string, prefix: string, properties: Property[]): string => `
        <rdf:li rdf:parseType="Resource">
          <pdfaSchema:schema>${name}</pdfaSchema:schema>
          <pdfaSchema:namespaceURI>${namespace}</pdfaSchema:namespaceURI>
          <pdfaSchema:prefix>${prefix}</pdfaSchema:prefix>
          <pdfaSchema:property>
            <rdf:Seq>${properties.map(property).join('')}
            </rdf:Seq>
          </pdfaSchema:property>
        </rdf:li>`;

/**
 * PDF/UA-1's identification. Written here rather than with pdfkit's `subset: 'PDF/UA'`, which also
 * takes the file for PDF/A-1 and writes a CIDSet per font that misses glyphs shaping adds (Arabic
 * ligatures): veraPDF UA 7.21.4.2-2.
 */
export const PDFUA_METADATA = `
  <rdf:Description rdf:about="" xmlns:pdfuaid="${PDFUAID_NAMESPACE}">
    <pdfuaid:part>1</pdfuaid:part>
  </rdf:Description>`;

/**
 * The XMP a Factur-X PDF/A-3 + PDF/UA-1 file adds to pdfkit's (which writes `pdfaid` only): the `fx:`
 * block naming the attached XML and its profile, `pdfuaid:part`, and the declaration of both schemas.
 * PDF/A allows one `pdfaExtension:schemas` bag: two (one per schema) fail veraPDF 6.6.2.1 and 6.6.4.
 */
export const FACTURX_METADATA = `
  <rdf:Description rdf:about="" xmlns:fx="${FX_NAMESPACE}">
    <fx:DocumentType>INVOICE</fx:DocumentType>
    <fx:DocumentFileName>${FACTURX_FILE_NAME}</fx:DocumentFileName>
    <fx:Version>1.0</fx:Version>
    <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
  </rdf:Description>${PDFUA_METADATA}
  <rdf:Description rdf:about=""
      xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
      xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#"
      xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
    <pdfaExtension:schemas>
      <rdf:Bag>${schema('Factur-X PDFA Extension Schema', FX_NAMESPACE, 'fx', FX_PROPERTIES)}${schema('PDF/UA Universal Accessibility Schema', PDFUAID_NAMESPACE, 'pdfuaid', PDFUAID_PROPERTIES)}
      </rdf:Bag>
    </pdfaExtension:schemas>
  </rdf:Description>`;
