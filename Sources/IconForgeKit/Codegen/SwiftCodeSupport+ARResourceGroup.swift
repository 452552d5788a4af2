extension SwiftCodeSupport {
    static func arResourceGroup(_ access: String) -> String {
        """
        /// An AR resource group of the catalog: the reference images and objects ARKit detects.
        \(access)struct ARResourceGroupAsset: Sendable {
            /// The name in the catalog, namespace folders included.
            \(access)let name: String

            #if canImport(ARKit) && !os(visionOS)
            @available(iOS 11.3, *)
            \(access)var referenceImages: Set<ARKit.ARReferenceImage> {
                ARKit.ARReferenceImage.referenceImages(in: self)
            }

            @available(iOS 12.0, *)
            \(access)var referenceObjects: Set<ARKit.ARReferenceObject> {
                ARKit.ARReferenceObject.referenceObjects(in: self)
            }
            #endif
        }

        #if canImport(ARKit) && !os(visionOS)
        @available(iOS 11.3, *)
        \(access)extension ARKit.ARReferenceImage {
            static func referenceImages(in asset: ARResourceGroupAsset) -> Set<ARKit.ARReferenceImage> {
                referenceImages(inGroupNamed: asset.name, bundle: AssetBundle.bundle) ?? Set()
            }
        }

        @available(iOS 12.0, *)
        \(access)extension ARKit.ARReferenceObject {
            static func referenceObjects(in asset: ARResourceGroupAsset) -> Set<ARKit.ARReferenceObject> {
                referenceObjects(inGroupNamed: asset.name, bundle: AssetBundle.bundle) ?? Set()
            }
        }
        #endif


        """
    }
}
